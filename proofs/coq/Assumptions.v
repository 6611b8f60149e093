(** The theorems depend on no axiom: each line below must print "Closed under the global context"
    (checked by the proofs_coq_development test). *)
From Nimlab Require Import Games Window OctalBound Minimality Recompute Checker Loops Sparse
  SparseChecker.
From Nimlab Require Import SatsI SatsII LastDigitOne MisereShift GrundyOutcome GrundyUnique
  SparseListed ThreesThenOnes IntervalTail Arithmetic AllBut
  AllButChecker HexGames HexArithmetic HexChecker Json JsonScan.

Print Assumptions check_sound_grundy.
Print Assumptions check_sound_outcome.
Print Assumptions sparse_values_exact.
Print Assumptions check_sparse_sound.
Print Assumptions grundy_unique.
Print Assumptions check_correct_grundy.
Print Assumptions check_sparse_correct.
Print Assumptions check_sparse_listed.
Print Assumptions grundy_exists.
Print Assumptions outcome_exists.
Print Assumptions octal_certificate.
Print Assumptions grundy_window_certificate.
Print Assumptions outcome_window_certificate.
Print Assumptions sats_one.
Print Assumptions one_three_period.
Print Assumptions last_digit_one_not_purely_periodic.
Print Assumptions misere_shift.
Print Assumptions outcome_of_grundy.
Print Assumptions threes_then_ones.
Print Assumptions interval_tail.
Print Assumptions check_arith_claim_sound.
Print Assumptions all_but_theorem.
Print Assumptions check_all_but_v3_sound.
Print Assumptions all_but_grundy_exists.
Print Assumptions all_but_grundy_unique.
Print Assumptions hex_arithmetic.
Print Assumptions check_hex_instance_sound.
Print Assumptions hex_prefix_correct.
Print Assumptions hex_grundy_exists.
Print Assumptions hex_grundy_unique.
Print Assumptions check_hex_instance_correct.
Print Assumptions check_hex_v3_sound.
Print Assumptions check_hex_v3_correct.
Print Assumptions scan_print.
