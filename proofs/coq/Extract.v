(** * Extraction of the verified checker to OCaml, compiled with the driver
    proofs/coq/checker/main.ml into nimlab-check-verified.

    Only [run] (Verify.v: from the file's bytes to the accepting line, through [check] for
    version 1, for subtraction sets [check_subtract], equal to it by [check_subtract_eq],
    [check_sparse_fast] for version 2, equal to [check_sparse] by
    [check_sparse_fast_eq], [check_all_but_v3] and [check_hex_v3] for version 3) and [scan]
    (JsonScan.v, which the scanner test compares with the driver's) are extracted, with what they
    use. Booleans, lists and options become OCaml's own (ExtrOcamlBasic), bytes and ASCII
    characters OCaml's [char] (ExtrOcamlChar; Coq strings, the words of the format, lists of
    them, ExtrOcamlString); [nat] stays unary and [N] binary, so no arithmetic on
    them is re-implemented in OCaml. Coq's primitive 63-bit integers and persistent arrays become
    the Coq kernel's own implementations of them, the modules Uint63 and Parray of coq-core's
    kernel (ExtrOCamlInt63, ExtrOCamlPArray), compiled from their sources with the checker. *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlChar ExtrOcamlString ExtrOCamlInt63
  ExtrOCamlPArray.
From Nimlab Require Import JsonScan Verify.

Extraction Language OCaml.
(* ExtrOCamlPArray of Coq 8.16 writes the type [array A] as "A 'a Parray.t", which is not OCaml:
   the realization is the type constructor alone, applied by extraction to its argument. *)
Extract Constant PArray.array "'a" => "Parray.t".
Extraction Inline PArray.array.
Extraction "verified_check.ml" run scan.
