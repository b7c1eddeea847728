"""Where evaluators already work: an inspect-ai task (``inspect_task``) and a Hugging Face dataset
layout (``hf_export``), each behind an optional extra (``extras``)."""
