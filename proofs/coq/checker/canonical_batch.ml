(* canonical-scan-batch FILE: the canonical-text scanner of nimlab-check-verified (canonical.ml)
   on many texts at once, for tests/proofs/checkers_differential.cpp, which compares its answers
   with nimlab-check's scanner in one process instead of two programs per text. FILE holds texts,
   each as its length in decimal on a line, then its bytes; one line is printed per text: "ok" or
   the refusal. *)
let () =
  let ic = open_in_bin Sys.argv.(1) in
  try
    while true do
      let n = int_of_string (input_line ic) in
      let text = really_input_string ic n in
      print_endline (match Canonical.error text with None -> "ok" | Some why -> why)
    done
  with End_of_file -> close_in ic
