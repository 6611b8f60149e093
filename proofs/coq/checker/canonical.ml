(* The canonical certificate text (proofs/certificate-format.md, "Canonical text"): the only bytes
   nimlab-check-verified reads. A recursive descent over the format's grammar that stops at the
   first byte outside it, step for step the scanner of nimlab-check
   (proofs/checker/canonical_text.cpp), so that both report the same offset and reason and no
   two JSON readers see two certificates in one file. This file is outside the proven core. *)

(* Nested objects and arrays deeper than this are refused (a certificate nests 3 deep). *)
let max_depth = 8

exception Refusal of int * string

(* The reason for a byte that cannot stand where it stands. *)
let unexpected c =
  match c with
  | ' ' | '\t' | '\r' | '\n' -> "whitespace"
  | '/' -> "a comment"
  | c when Char.code c >= 0x80 -> "a non-ASCII byte"
  | c when Char.code c < 0x20 || Char.code c = 0x7f ->
      Printf.sprintf "unexpected byte 0x%02x" (Char.code c)
  | c -> Printf.sprintf "unexpected character '%c'" c

let scan text =
  let len = String.length text in
  let pos = ref 0 in
  let refuse at why = raise (Refusal (at, why)) in
  let peek () = if !pos = len then refuse !pos "the text ends early" else text.[!pos] in
  let expect wanted =
    let c = peek () in
    if c <> wanted then refuse !pos (unexpected c);
    incr pos
  in
  let is_digit_here () = !pos < len && text.[!pos] >= '0' && text.[!pos] <= '9' in
  (* The characters between the quotes: printable ASCII but '"' and '\', no escapes. *)
  let string () =
    incr pos;
    let start = !pos in
    let rec go () =
      let c = peek () in
      if c = '"' then (
        incr pos;
        String.sub text start (!pos - 1 - start))
      else if c = '\\' then refuse !pos "an escape in a string"
      else if Char.code c < 0x20 || Char.code c >= 0x7f then
        refuse !pos "a control or non-ASCII byte in a string"
      else (
        incr pos;
        go ())
    in
    go ()
  in
  (* 0 or a digit 1-9 followed by digits, at most 2^64 - 1; no sign, fraction or exponent. *)
  let number () =
    let start = !pos in
    let zero = text.[!pos] = '0' in
    incr pos;
    if zero && is_digit_here () then refuse start "a number with a leading zero";
    while is_digit_here () do incr pos done;
    if !pos < len && (text.[!pos] = '.' || text.[!pos] = 'e' || text.[!pos] = 'E') then
      refuse !pos "a number with a fraction or exponent";
    let digits = String.sub text start (!pos - start) in
    let n = String.length digits in
    if n > 20 || (n = 20 && digits > "18446744073709551615") then
      refuse start "an integer beyond 2^64 - 1"
  in
  let nest depth =
    if depth > max_depth then refuse !pos (Printf.sprintf "nesting deeper than %d" max_depth);
    incr pos
  in
  let rec value depth =
    match peek () with
    | '{' -> obj depth
    | '[' -> array depth
    | '"' -> ignore (string ())
    | '0' .. '9' -> number ()
    | '-' | '+' -> refuse !pos "a number with a sign"
    | 't' -> String.iter expect "true"
    | 'f' -> String.iter expect "false"
    | 'n' -> String.iter expect "null"
    | c -> refuse !pos (unexpected c)
  and obj depth =
    nest depth;
    if peek () = '}' then incr pos
    else
      let rec members previous =
        let key_at = !pos in
        if peek () <> '"' then refuse !pos (unexpected (peek ()));
        let key = string () in
        (* byte order, as std::string compares *)
        (match previous with
         | Some p when String.compare key p <= 0 ->
             refuse key_at (if key = p then "a repeated key" else "a key out of order")
         | _ -> ());
        expect ':';
        value (depth + 1);
        let c = peek () in
        incr pos;
        if c = '}' then ()
        else if c <> ',' then refuse (!pos - 1) (unexpected c)
        else members (Some key)
      in
      members None
  and array depth =
    nest depth;
    if peek () = ']' then incr pos
    else
      let rec elements () =
        value (depth + 1);
        let c = peek () in
        incr pos;
        if c = ']' then ()
        else if c <> ',' then refuse (!pos - 1) (unexpected c)
        else elements ()
      in
      elements ()
  in
  if len >= 3 && String.sub text 0 3 = "\xEF\xBB\xBF" then refuse 0 "a byte order mark";
  value 1;
  if !pos = len then refuse !pos "no newline at the end";
  expect '\n';
  if !pos <> len then refuse !pos "text after the final newline"

(* None when [text] is canonical, otherwise "at byte N: REASON" for the first byte where it is
   not. *)
let error text =
  match scan text with
  | () -> None
  | exception Refusal (at, why) -> Some (Printf.sprintf "at byte %d: %s" at why)
