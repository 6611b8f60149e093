(** * Extraction of the verified checker to OCaml, compiled with the driver
    proofs/coq/checker/main.ml into nimlab-check-verified.

    Only [check] (version 1), [check_sparse] (version 2) and the types they mention are
    extracted; booleans, lists and options become OCaml's own (ExtrOcamlBasic), numbers keep
    Coq's representation ([nat] in unary for the heap indices of version 1, [N] in binary for
    Grundy values and for everything in version 2), so no arithmetic is re-implemented in
    OCaml. *)
From Coq Require Import Extraction ExtrOcamlBasic.
From Nimlab Require Import Checker SparseChecker.

Extraction Language OCaml.
Extraction "verified_check.ml" check check_sparse.
