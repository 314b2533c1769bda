"""The fixed ratings of the bots and the automa, from the `simulate` runs kept in rules/data/ratings.toml.

Each rated mode lists its measured matches (the command of each is beside it, and
docs/strength.md has the numbers); this prints, per mode, the ratings that reproduce
them under openskill's prediction (`rated_modes.ladder`), to copy into the `fixed`
table, and each match's share as measured and as those ratings predict it.
`python benchmarks/bot_ratings.py`.
"""

from __future__ import annotations

from openskill.models import PlackettLuce

from yamabushi.app.rated_modes import ladder, rated_modes


def main() -> None:
    data = rated_modes()
    skill = PlackettLuce()
    for mode in data.mode:
        size = len(mode.teams[0])
        found = ladder(mode.measured, data.fixed_sigma, size)
        print(f"[{mode.key}] fixed = {{ {', '.join(f'{k} = {v:.1f}' for k, v in found.items())} }}")
        for m in mode.measured:
            strong, weak = ([skill.rating(mu=round(found[n], 1), sigma=data.fixed_sigma)] * size for n in (m.stronger, m.weaker))
            predicted = skill.predict_win([strong, weak])[0]
            print(f"  {m.stronger} vs {m.weaker}: measured {m.share:.1%}, predicted {predicted:.1%}")


if __name__ == "__main__":
    main()
