(* canonical-scan-batch FILE: the canonical-text scanner of nimlab-check-verified (canonical.ml)
   on many texts at once, for tests/proofs/checkers_differential.cpp, which compares its answers
   with nimlab-check's scanner in one process instead of two programs per text. FILE holds texts,
   each as its length in decimal on a line, then its bytes; one line is printed per text: "ok" or
   the refusal. The scanner proven in Coq ([Verified_check.scan], proofs/coq/JsonScan.v), which
   decides what the checker reads, must accept exactly the texts canonical.ml accepts: where they
   differ, the line says so, and no scanner of nimlab-check prints it. *)
let () =
  let ic = open_in_bin Sys.argv.(1) in
  try
    while true do
      let n = int_of_string (input_line ic) in
      let text = really_input_string ic n in
      let reason = Canonical.error text in
      let bytes = List.init (String.length text) (String.get text) in
      let proven = Verified_check.scan bytes <> None in
      print_endline
        (match reason with
         | None when proven -> "ok"
         | Some why when not proven -> why
         | _ -> "the scanners of nimlab-check-verified disagree")
    done
  with End_of_file -> close_in ic
