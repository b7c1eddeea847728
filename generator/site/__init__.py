"""`redpen site`: static HTML pages of an edition (generator/site/build.py)."""
