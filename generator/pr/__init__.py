"""The PR track's stage: a pull request over a module seed (proven refactoring hunks, one planted
regression inside one of them, four variants, the kill matrix). See docs/architecture/pr.md."""
