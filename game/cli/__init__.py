"""The command line: its parser and the words a launch needs before its first frame."""
