(** * Extraction of the verified checker to OCaml, compiled with the driver
    proofs/coq/checker/main.ml into nimlab-check-verified.

    Only [check] and the types it mentions are extracted; booleans, lists and options become
    OCaml's own (ExtrOcamlBasic), numbers keep Coq's representation ([nat] in unary for heap
    indices, [N] in binary for Grundy values), so no arithmetic is re-implemented in OCaml. *)
From Coq Require Import Extraction ExtrOcamlBasic.
From Nimlab Require Import Checker.

Extraction Language OCaml.
Extraction "verified_check.ml" check.
