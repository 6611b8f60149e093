(** The theorems of the machine-integer checker depend on Coq's primitive integers and arrays:
    the axioms printed below must be exactly those of primitive-assumptions.txt (checked by the
    proofs_coq_development test). *)
From Nimlab Require Import FastSparse FastChecker.

Print Assumptions fsparse_values_sim.
Print Assumptions check_sparse_fast_eq.
Print Assumptions check_sparse_fast_sound.
