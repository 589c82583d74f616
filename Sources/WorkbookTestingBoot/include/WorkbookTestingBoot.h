// Nothing to import: the target's one job is the constructor in boot.c.
