from yamabushi.cli import main

raise SystemExit(main())
