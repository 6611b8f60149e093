(** The theorems of the machine-integer checker depend on Coq's primitive integers and arrays:
    the axioms printed below must be exactly those of primitive-assumptions.txt (checked by the
    proofs_coq_development test). [judge_sound] and [run_sound], from the file's bytes to the
    accepting line, rest on them through [check_sparse_fast_sound] and [check_subtract_eq], and
    on nothing else. *)
From Nimlab Require Import FastSparse FastChecker FastListed Claims Verify.

Print Assumptions fsparse_values_sim.
Print Assumptions check_sparse_fast_eq.
Print Assumptions check_sparse_fast_sound.
Print Assumptions check_subtract_eq.
Print Assumptions judge_sound.
Print Assumptions run_sound.
