from yamabushi.cli.main import main

raise SystemExit(main())
