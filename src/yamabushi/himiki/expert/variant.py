"""Expert mode on top of Hi Mi Ki: the Chaos rules, installed into the base's hooks.

Importing this module installs them (`app/registry.py` does, in one line); the base never
imports anything of `expert/`.
"""

from __future__ import annotations

from yamabushi.himiki.expert import hpn, rules, texts
from yamabushi.himiki.expert.deal import deal
from yamabushi.himiki.variants import ChaosRules, install_chaos

EXPERT = ChaosRules(
    option="expert",
    deal=deal,
    legal_actions=rules.legal_actions,
    next_state=rules.next_state,
    refusal=texts.explain_chaos,
    prompt=texts.decision_prompt,
    hpn_tags=hpn.TAGS,
    hpn_flags=hpn.FLAGS,
    hpn_fields=hpn.FIELDS,
    read_hpn=hpn.read_chaos,
    write_hpn=hpn.write_chaos,
)

install_chaos(EXPERT)
