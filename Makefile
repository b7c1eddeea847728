# redpen: every target builds its own virtual environment on a fresh machine.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
EDITION ?=
ITEMS  ?= 44
SEED   ?= 0
PR_ITEMS ?= 24
# where the disguise is planted: clean (the item's own clean implementation) or seed (another seed:
# its live set is leaky, refused by the audit without --allow-leaky)
DISGUISE_HOST ?= clean

.PHONY: venv test corpus bench clean

# .[inspect,hf,plot,dask]: the inspect-ai task, the Hugging Face export, the plots and the Dask executor, whose tests run in `make test`
$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -c requirements.lock -e '.[dev,inspect,hf,plot,dask]'
	touch $(STAMP)

venv: $(STAMP)

# lint and format (rules in pyproject.toml [tool.ruff]), types (mypy: strict on core/ and operators/), then the suite
# the site test drives headless Chromium from the OS packages: installed here when missing
test: $(STAMP)
	command -v chromium >/dev/null || (apt-get update && apt-get install -y chromium)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	$(PY) -m pytest -n 2 --dist loadfile --no-loadscope-reorder tests

# The build runs the validity audit before export and writes nothing when an attacker that does not
# read code beats a threshold (rerun: a fresh edition secret draws a fresh edition; or pass
# --allow-leaky to export with the failure recorded in the dataset card).
corpus: $(STAMP)
	$(VENV)/bin/redpen build $(if $(EDITION),--edition $(EDITION)) --items $(ITEMS) --pr-items $(PR_ITEMS) --disguise-host $(DISGUISE_HOST) --seed $(SEED)

bench: $(STAMP)
	$(PY) -m bench

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache .ruff_cache
