# redpen: every target builds its own virtual environment on a fresh machine.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
EDITION ?=
ITEMS  ?= 44
SEED   ?= 0

.PHONY: venv test corpus bench clean

$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -c requirements.lock -e '.[dev]'
	touch $(STAMP)

venv: $(STAMP)

test: $(STAMP)
	$(PY) -m pytest -n 2 --dist loadfile tests

# TEMPORARY: --allow-leaky until the default edition passes the validity audit (the known leaks are
# removed by issues #12, #13 and #14). The build still runs the audit, prints its table and records
# the failure in the dataset card; drop this flag once `redpen audit` passes on the default edition.
corpus: $(STAMP)
	$(VENV)/bin/redpen build $(if $(EDITION),--edition $(EDITION)) --items $(ITEMS) --seed $(SEED) --allow-leaky

bench: $(STAMP)
	$(PY) -m bench

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
