(* nimlab-check-verified: hands the bytes of a nimlab certificate (proofs/certificate-format.md)
   to [Verified_check.run] (proofs/coq/Verify.v), extracted from Coq, which scans them, reads the
   claim, runs its checker and returns the line to print when the claim is proven to hold
   ([run_sound]). The lines of this file that accept are in [verified] and [check_file]: read
   the file, hand its bytes over, print the line that comes back, exit 0.
   The rest explains refusals with nimlab-check's messages: it parses JSON, refuses malformed
   input (exit 2) with the same rules, and words the reasons the checkers give (exit 3). Every
   rejection it makes itself is exit 3, 2 or 1, so it cannot make a certificate pass.
   Exit codes (the table of proofs/certificate-format.md, "Output and exit codes", which
   nimlab-check shares): 0 certificate OK, 3 certificate fails, 2 unreadable or malformed input
   or a refused command line, 1 internal failure, exhausted memory or a verdict not written. *)

open Verified_check

exception Malformed of string
exception Fails of string

(* Beyond these the unary heap indices of the extracted code cost too much memory and stack. *)
let max_values_plain = 1 lsl 17
let max_values_split = 1 lsl 15
(* The largest file read (max_certificate_bytes of lib/include/nimlab/certificate/limits.hpp):
   a larger one is refused from its size, before a byte of it is read. *)
let max_certificate_bytes = 1 lsl 30
(* Version 2: the limits table of lib/include/nimlab/certificate/limits.hpp. *)
let max_sparse_values = 1 lsl 32
let max_rare_positions = 1 lsl 16
let max_set_element = 1 lsl 20
let max_octal_digits = 64
(* Version 3 (max_listed_values_all_but, max_listed_values_hex). *)
let max_listed_values_all_but = 1 lsl 12
let max_listed_values_hex = 1 lsl 10

(* max_hex_moves: [check_hex_v3] lists every move of a heap, in lists that the extracted code
   walks with one stack frame per element: the 520710 moves of heap 1023 of .8 overflowed an
   8 MiB stack, the 129795 of heap 512 did not. Both checkers refuse more (exit 2). *)
let max_hex_moves = 1 lsl 17

(* The moves of heap n (hex_moves of proofs/coq/HexGames.v), the most for the largest heap. *)
let hex_move_count digits n =
  let count = ref 0 in
  List.iteri (fun k d ->
      let r = n - k in
      if k >= 1 && r = 0 && d land 1 <> 0 then incr count;
      if k >= 1 && r >= 1 && d land 2 <> 0 then incr count;
      if r >= 1 && d land 4 <> 0 then count := !count + (r - 1);
      if r >= 2 && d land 8 <> 0 then count := !count + ((r - 1) * (r - 2) / 2))
    digits;
  !count

(* A set of integers 1..max_set_element (a subtraction set, an all-but exclusion set), in the
   file's order; [elements] and [set] name them in the messages, as nimlab-check does. *)
let read_set elements_json elements set =
  let value = function
    | `Int k when k >= 1 && k <= max_set_element -> k
    | _ ->
        raise (Malformed (Printf.sprintf "%s must be integers from 1 to %d" elements
                            max_set_element))
  in
  let values = List.map value elements_json in
  if List.length (List.sort_uniq compare values) <> List.length values then
    raise (Malformed (Printf.sprintf "the %s has a repeated element" set));
  values

let field obj key =
  match obj with
  | `Assoc fields -> (
      match List.assoc_opt key fields with
      | Some v -> v
      | None -> raise (Malformed (Printf.sprintf "missing field \"%s\"" key)))
  | _ -> raise (Malformed (Printf.sprintf "missing field \"%s\"" key))

(* An integer literal beyond OCaml's int that still fits 64 bits unsigned, as nimlab-check reads
   integers; anything larger is not an integer there. *)
let fits_u64 s =
  String.length s > 0
  && String.for_all (fun c -> c >= '0' && c <= '9') s
  && (String.length s < 20 || (String.length s = 20 && s <= "18446744073709551615"))

(* Counts beyond OCaml's int are saturated: they exceed every list the checker can hold, and the
   verdicts that depend on them (rejection, or a count that differs from the values) stay. *)
let count obj key =
  match field obj key with
  | `Int k when k >= 0 -> k
  | `Intlit s when fits_u64 s -> max_int
  | _ -> raise (Malformed (Printf.sprintf "\"%s\" must be a non-negative integer" key))

let text obj key =
  match field obj key with
  | `String s -> s
  | _ -> raise (Malformed (Printf.sprintf "\"%s\" must be a string" key))

(* d0.d1...dt with d0 in {0, 4}, octal digits, trailing zeros dropped. *)
let parse_octal code =
  let fail why = raise (Malformed (Printf.sprintf "octal code '%s'%s" code why)) in
  let dot = match String.index_opt code '.' with Some i -> i | None -> fail " has no point" in
  let head = String.sub code 0 dot in
  let d0 =
    if head = "" || head = "0" then 0
    else if head = "4" then 4
    else fail ": the digit before the point must be 0 or 4"
  in
  let tail = String.sub code (dot + 1) (String.length code - dot - 1) in
  let digits =
    List.init (String.length tail) (fun i ->
        match tail.[i] with
        | '0' .. '7' as c -> Char.code c - Char.code '0'
        | _ -> fail " has a non-octal digit")
  in
  let rec drop_zeros = function 0 :: rest -> drop_zeros rest | l -> l in
  let digits = List.rev (drop_zeros (List.rev digits)) in
  (* "4." alone splits a heap into two without removing anything: a game, with t = 0 *)
  if digits = [] && d0 = 0 then fail " allows no move";
  if List.length digits > max_octal_digits then fail " is too long";
  d0 :: digits

type game = { name : string; splitting : bool; digits : int list }

let read_rule cert =
  match field cert "rule" with
  | `Assoc [ ("octal", v) ] ->
      let code =
        match v with `String s -> s | _ -> raise (Malformed "\"octal\" must be a string")
      in
      let digits = parse_octal code in
      { name = "octal " ^ code;
        splitting = List.exists (fun d -> d land 4 <> 0) digits; digits }
  | `Assoc [ ("subtract", (`List elements as s)) ] when elements <> [] ->
      (* refused here with nimlab-check's messages; the verified reader reads the set itself *)
      ignore (read_set elements "subtraction set elements" "subtraction set");
      { name = "subtract " ^ Yojson.Safe.to_string s; splitting = false; digits = [] }
  | `Assoc [ ("subtract", _) ] -> raise (Malformed "\"subtract\" must be a non-empty array")
  | `Assoc [ _ ] -> raise (Malformed "missing field \"subtract\"")
  | _ -> raise (Malformed "\"rule\" must be {\"subtract\": [...]} or {\"octal\": \"...\"}")

(* Version 2: what replaces the listed values. *)
type sparse = { mask : int; parity : bool; rare_positions : int list; rare_values : int list;
                largest : int; largest_heap : int }

type claim = { game : game; kind : string; conv : convention; mu : int; p : int;
               proof : string; length : int; values : Yojson.Safe.t list;
               sparse : sparse option }

let counts obj key =
  match field obj key with
  | `List l ->
      if List.length l > max_rare_positions then
        raise (Malformed (Printf.sprintf "\"%s\" has more than this checker's limit of %d entries"
                            key max_rare_positions));
      List.map (function
          | `Int k when k >= 0 -> k
          | `Intlit s when fits_u64 s -> max_int
          | _ -> raise (Malformed (Printf.sprintf "\"%s\" must hold non-negative integers" key)))
        l
  | _ -> raise (Malformed (Printf.sprintf "\"%s\" must be an array" key))

let read_sparse cert =
  let j = field cert "sparse" in
  let mask = count j "mask" in
  if mask > 0xffffffff then raise (Malformed "\"mask\" must fit in 32 bits");
  let parity =
    match field j "position_parity" with
    | `Bool b -> b
    | _ -> raise (Malformed "\"position_parity\" must be true or false")
  in
  let rare_positions = counts j "rare_positions" in
  let rare_values = counts j "rare_values" in
  if List.length rare_values <> List.length rare_positions then
    raise (Malformed "one rare value per rare position");
  let l = field j "largest" in
  let largest_heap = count l "heap" in
  let largest = count l "value" in
  { mask; parity; rare_positions; rare_values; largest; largest_heap }

let read_version cert =
  (match cert with `Assoc _ -> () | _ -> raise (Malformed "a certificate is a JSON object"));
  if text cert "format" <> "nimlab-certificate" then
    raise (Malformed "\"format\" must be \"nimlab-certificate\"");
  let version = count cert "version" in
  if version < 1 || version > 3 then raise (Malformed "only versions 1 to 3 are known");
  version

let read_claim cert =
  let version = read_version cert in
  let game = read_rule cert in
  let kind = text cert "kind" in
  if kind <> "grundy" && kind <> "outcome" then
    raise (Malformed "\"kind\" must be \"grundy\" or \"outcome\"");
  let c = field cert "convention" in
  (* one after the other, as nimlab-check reads them: the first missing one is named *)
  let play = text c "play" in
  let stuck = text c "stuck" in
  if play <> "normal" && play <> "misere" then raise (Malformed "play must be normal or misere");
  if stuck <> "standard" && stuck <> "draw" then raise (Malformed "stuck must be standard or draw");
  let conv = { misere = play = "misere"; draw = stuck = "draw" } in
  let plain = (not conv.misere) && not conv.draw in
  if kind = "grundy" && not plain then
    raise (Malformed "Grundy values exist only for normal play with the standard stuck rule");
  if game.splitting && not plain then
    raise (Malformed "a splitting octal code is checked only under normal play, standard rule");
  let mu = count cert "preperiod" in
  let p = count cert "period" in
  if p = 0 then raise (Malformed "\"period\" must be at least 1");
  let proof = text cert "proof" in
  if proof <> "window" && proof <> "octal-theorem" then
    raise (Malformed "\"proof\" must be \"window\" or \"octal-theorem\"");
  let length = count cert "checked_up_to" in
  if version = 2 then begin
    if not (game.splitting && kind = "grundy") then
      raise (Malformed "version 2 is for the Grundy values of octal codes that split heaps");
    if length > max_sparse_values then
      raise (Malformed (Printf.sprintf "checked_up_to %d exceeds this checker's limit %d" length
                          max_sparse_values));
    { game; kind; conv; mu; p; proof; length; values = []; sparse = Some (read_sparse cert) }
  end
  else
    let values =
      match field cert "values" with
      | `List vs when List.length vs = length -> vs
      | _ -> raise (Malformed "\"values\" must hold exactly checked_up_to entries")
    in
    let limit = if game.splitting then max_values_split else max_values_plain in
    if length > limit then
      raise (Malformed (Printf.sprintf
        "checked_up_to %d exceeds this checker's limit %d for this rule" length limit));
    { game; kind; conv; mu; p; proof; length; values; sparse = None }

(* The values' types first, as nimlab-check reads them, then the values too large; the verified
   reader takes the values from the bytes itself. *)
let validate_values c =
  if c.kind = "grundy" then begin
    List.iter (function
        | `Int k when k >= 0 -> ()
        | `Intlit s when fits_u64 s -> ()
        | _ -> raise (Malformed "Grundy values must be non-negative integers")) c.values;
    List.iteri (fun n v ->
        match v with
        | `Intlit s ->
            raise (Fails (Printf.sprintf "v(%d) = %s is larger than any Grundy value" n s))
        | _ -> ()) c.values
  end
  else
    List.iter (function
        | `String ("P" | "N" | "D") -> ()
        | _ -> raise (Malformed "outcomes must be \"P\", \"N\", \"D\"")) c.values

let int_of_nat k =
  let rec go acc = function O -> acc | S k -> go (acc + 1) k in
  go 0 k

(* The messages both versions give, from plain integers. *)
let window_message c = Printf.sprintf "a window proof needs finite memory, but %s splits heaps"
    c.game.name

let too_few_message c needed given =
  Printf.sprintf "%s proof of preperiod %d and period %d needs %d values, %d listed" c.proof c.mu
    c.p needed given

let period_fails_message c n =
  Printf.sprintf "v(%d) != v(%d): period %d fails from %d" (n + c.p) n c.p c.mu

let smaller_period_message c q =
  Printf.sprintf "period %d also holds from %d: the period is not minimal" q c.mu

let smaller_preperiod_message c =
  Printf.sprintf "v(%d) = v(%d): the preperiod is not minimal" (c.mu - 1 + c.p) (c.mu - 1)

let explain c = function
  | InvalidRule -> "the rule is not a valid game"
  | PeriodZero -> "the period is 0"
  | ValueDiffers n ->
      let n = int_of_nat n in
      Printf.sprintf "v(%d) is %s in the certificate, not the value recomputed from the rule" n
        (Yojson.Safe.to_string (List.nth c.values n))
  | OutcomesOfSplittingCode -> "no proof applies to outcomes of a code that splits heaps"
  | BeyondListed ->
      Printf.sprintf "preperiod and period exceed the %d listed values" (List.length c.values)
  | WindowNeedsFiniteMemory -> window_message c
  | OctalTheoremNeedsOctalGrundy ->
      "the octal theorem applies only to the Grundy values of an octal code"
  | TooFewValues b -> too_few_message c (int_of_nat b) (List.length c.values)
  | PeriodFails n -> period_fails_message c (int_of_nat n)
  | SmallerPeriod q -> smaller_period_message c (int_of_nat q)
  | SmallerPreperiod -> smaller_preperiod_message c

let rec int_of_positive = function
  | XH -> 1
  | XO p -> 2 * int_of_positive p
  | XI p -> (2 * int_of_positive p) + 1

let int_of_n = function N0 -> 0 | Npos p -> int_of_positive p

let explain_sparse c s = function
  | SPeriodZero -> "the period is 0"
  | SBeyondListed -> Printf.sprintf "preperiod and period exceed the %d values" c.length
  | SWindowNeedsFiniteMemory -> window_message c
  | STooFewValues b -> too_few_message c (int_of_n b) c.length
  | SMixedParity ->
      Printf.sprintf
        "the heap-parity refinement needs splitting digits of one parity; %s has both"
        c.game.name
  | SGaveUp (WorkExceeded n) ->
      Printf.sprintf
        "checking exceeds the work limit of 2^37 split evaluations at heap %d: the mask does \
         not make the values sparse" (int_of_n n)
  | SGaveUp (ValueTooLarge n) ->
      Printf.sprintf "G(%d) exceeds this checker's 16-bit values" (int_of_n n)
  | SGaveUp (TooManyRare n) ->
      Printf.sprintf "heap %d is a rare position beyond the %d listed" (int_of_n n)
        (List.length s.rare_positions)
  | SRarePosition i ->
      let i = int_of_n i in
      Printf.sprintf "rare position number %d is %d in the certificate but not by recomputation \
                      under mask %x" (i + 1) (List.nth s.rare_positions i) s.mask
  | SRareValue i ->
      let i = int_of_n i in
      Printf.sprintf "v(%d) is %d in the certificate but not by recomputation"
        (List.nth s.rare_positions i) (List.nth s.rare_values i)
  | SLargest (v, h) ->
      Printf.sprintf "the largest value is %d first at heap %d in the certificate but %d first \
                      at heap %d by recomputation" s.largest s.largest_heap (int_of_n v)
        (int_of_n h)
  | SPeriodFails n -> period_fails_message c (int_of_n n)
  | SSmallerPeriod q -> smaller_period_message c (int_of_n q)
  | SSmallerPreperiod -> smaller_preperiod_message c

(* Version 3: an arithmetic period proven by a theorem's instance (proofs/certificate-format.md,
   "Version 3"). The messages and their order are nimlab-check's
   (proofs/checker/nimlab_check.cpp, arithmetic_claim.cpp). *)

type v3_rule = AllBut of int list | Hex of int list

(* The saltuses also as written: one beyond OCaml's int is printed as nimlab-check prints it. *)
type arithmetic = { rule3 : v3_rule; name3 : string; mu3 : int; q3 : int; s3 : int;
                    s3_text : string; proof3 : string; t_mu : int; t_p : int; t_s : int;
                    t_s_text : string; t_start : int; length3 : int;
                    values3 : Yojson.Safe.t list }

let count_text obj key =
  match field obj key with `Intlit s -> s | _ -> string_of_int (count obj key)

(* A hexadecimal code with a three-heap split; digits d0, d1, ..., trailing zeros dropped. *)
let parse_hex code =
  let fail why = raise (Malformed (Printf.sprintf "hexadecimal code '%s'%s" code why)) in
  let digit c = String.index_opt "0123456789abcdef" c in
  let dot = match String.index_opt code '.' with Some i -> i | None -> fail " has no point" in
  let head = String.sub code 0 dot in
  let d0 =
    match head with
    | "" -> 0
    | "0" | "4" | "8" | "c" -> Option.get (digit head.[0])
    | _ -> fail ": the digit before the point must be 0, 4, 8 or c"
  in
  let tail = String.sub code (dot + 1) (String.length code - dot - 1) in
  let digits =
    List.init (String.length tail) (fun i ->
        match digit tail.[i] with
        | Some d -> d
        | None -> fail " has a digit other than 0-9 and a-f")
  in
  let rec drop_zeros = function 0 :: rest -> drop_zeros rest | l -> l in
  let digits = d0 :: List.rev (drop_zeros (List.rev digits)) in
  if List.length digits - 1 > max_octal_digits then fail " is too long";
  if not (List.exists (fun d -> d land 8 <> 0) digits) then
    fail " has no three-heap split (a digit with bit 8)";
  digits

let read_arithmetic cert =
  let rule3, name3 =
    match field cert "rule" with
    | `Assoc [ ("hex", v) ] ->
        let code =
          match v with `String s -> s | _ -> raise (Malformed "\"hex\" must be a string")
        in
        (Hex (parse_hex code), "hex " ^ code)
    | `Assoc [ ("all_but", (`List (_ :: _) as x)) ] ->
        let elements = match x with `List l -> l | _ -> [] in
        let set = read_set elements "\"all_but\" elements" "\"all_but\" set" in
        (AllBut set, "all-but " ^ Yojson.Safe.to_string x)
    | `Assoc [ ("all_but", _) ] -> raise (Malformed "\"all_but\" must be a non-empty array")
    | _ -> raise (Malformed "version 3 needs \"rule\" {\"hex\": \"...\"} or {\"all_but\": [...]}")
  in
  if text cert "kind" <> "grundy" then raise (Malformed "\"kind\" must be \"grundy\" in version 3");
  let c = field cert "convention" in
  if text c "play" <> "normal" || text c "stuck" <> "standard" then
    raise (Malformed "version 3 is for normal play with the standard stuck rule (\"convention\")");
  let mu3 = count cert "preperiod" in
  let q3 = count cert "period" in
  if q3 = 0 then raise (Malformed "\"period\" must be at least 1");
  let s3 = count cert "saltus" in
  let s3_text = count_text cert "saltus" in
  let proof3 = text cert "proof" in
  let expected =
    match rule3 with Hex _ -> "hex-arithmetic-theorem" | AllBut _ -> "all-but-theorem"
  in
  if proof3 <> expected then
    raise (Malformed (Printf.sprintf "\"proof\" must be \"%s\" for %s" expected name3));
  let t = field cert "theorem" in
  (match t with `Assoc _ -> () | _ -> raise (Malformed "\"theorem\" must be an object"));
  let t_mu = count t "preperiod" in
  let t_p = count t "period" in
  let t_s = count t "saltus" in
  let t_s_text = count_text t "saltus" in
  let t_start = count t "start" in
  if t_p = 0 then raise (Malformed "\"period\" of \"theorem\" must be at least 1");
  let length3 = count cert "checked_up_to" in
  let values3 =
    match field cert "values" with
    | `List vs when List.length vs = length3 -> vs
    | _ -> raise (Malformed "\"values\" must hold exactly checked_up_to entries")
  in
  let limit =
    match rule3 with Hex _ -> max_listed_values_hex | AllBut _ -> max_listed_values_all_but
  in
  if length3 > limit then
    raise (Malformed (Printf.sprintf
      "checked_up_to %d exceeds this checker's limit %d for this rule" length3 limit));
  (match rule3 with
   | Hex digits when length3 >= 1 && hex_move_count digits (length3 - 1) > max_hex_moves ->
       raise (Malformed (Printf.sprintf
         "heap %d has %d moves, beyond the limit %d of the moves of one heap" (length3 - 1)
         (hex_move_count digits (length3 - 1)) max_hex_moves))
   | _ -> ());
  List.iter (function
      | `Int k when k >= 0 -> ()
      | `Intlit s when fits_u64 s -> ()
      | _ -> raise (Malformed "Grundy values must be non-negative integers")) values3;
  { rule3; name3; mu3; q3; s3; s3_text; proof3; t_mu; t_p; t_s; t_s_text; t_start; length3;
    values3 }

exception Found of string

let fail why = raise (Found why)

let rises x y s = y >= x && y - x = s

(* The listed values against the recomputed ones, then the sizes, as nimlab-check compares them
   first. *)
let compare_values a v =
  List.iteri (fun n listed ->
      let text = match listed with `Int k -> string_of_int k | `Intlit s -> s | _ -> "?" in
      if listed <> `Int v.(n) then
        fail (Printf.sprintf "v(%d) is %s in the certificate but %d by recomputation" n text
                v.(n)))
    a.values3;
  let l = a.length3 in
  if List.exists (fun k -> k > l) [ a.mu3; a.q3; a.t_mu; a.t_p; a.t_start ] then
    fail (Printf.sprintf "the claim or its instance exceeds the %d values" l)

(* From the instance (R = theorem.preperiod, P, S), read up to [bound], to the claim. *)
let claim_steps a v bound =
  let l = a.length3 and p = a.t_p in
  let mu = a.mu3 and q = a.q3 and s = a.s3 in
  if p mod q <> 0 then
    fail (Printf.sprintf "the period %d does not divide the instance's period %d" q p);
  let k = p / q in
  if a.t_s mod k <> 0 || a.t_s / k <> s then
    fail (Printf.sprintf "the saltus %s of period %d is not the instance's %s of period %d \
                          scaled" a.s3_text q a.t_s_text p);
  let end_ = max mu a.t_mu + p in
  let need = max bound (max (end_ + q) (mu + 2 * q)) in
  if l < need then
    fail (Printf.sprintf "preperiod %d and period %d with the instance need %d values, %d \
                          given" mu q need l);
  for n = mu to end_ - 1 do
    if not (rises v.(n) v.(n + q) s) then
      fail (Printf.sprintf "v(%d) != v(%d) + %s: period %d with saltus %s fails from %d"
              (n + q) n a.s3_text q a.s3_text mu)
  done;
  let rest = ref q and r = ref 2 in
  while !r <= !rest do
    if !rest mod !r = 0 then begin
      while !rest mod !r = 0 do rest := !rest / !r done;
      let d = q / !r in
      let diff n = v.(n + d) - v.(n) in
      let one = ref true in
      for n = mu to mu + q - 1 do if diff n <> diff mu then one := false done;
      if !one then
        fail (Printf.sprintf "period %d with saltus %d also holds from %d: the period is not \
                              minimal" d (diff mu) mu)
    end;
    incr r
  done;
  if mu > 0 && rises v.(mu - 1) v.(mu - 1 + q) s then
    fail (Printf.sprintf "v(%d) = v(%d) + %s: the preperiod is not minimal" (mu - 1 + q)
            (mu - 1) a.s3_text)

(* The first reason nimlab-check gives against an all-but certificate, if any. Outside the proven
   core: it only explains a rejection, and a certificate it finds no fault with still has to pass
   [check_all_but_v3]. *)
let all_but_failure a xs =
  let l = a.length3 in
  let barred = Array.make (l + 1) false in
  List.iter (fun x -> if x <= l then barred.(x) <- true) xs;
  let v = Array.make l 0 in
  (* seen.(w) = n + 1: heap n has an option of value w (G(j) <= j, so w <= n) *)
  let seen = Array.make (l + 1) 0 in
  for n = 0 to l - 1 do
    for k = 1 to n do
      if not barred.(k) then seen.(v.(n - k)) <- n + 1
    done;
    let g = ref 0 in
    while seen.(!g) = n + 1 do incr g done;
    v.(n) <- !g
  done;
  try
    compare_values a v;
    (* the instance (proofs/all-but.md) *)
    let p = a.t_p and s = a.t_s and n0 = a.t_start in
    let m = List.fold_left max 0 xs and d = List.length xs in
    if n0 < m then fail (Printf.sprintf "the instance's start %d is below max X = %d" n0 m);
    if l < n0 + p then fail (Printf.sprintf "the instance reads %d values, %d given" (n0 + p) l);
    if a.t_mu <> n0 - m then
      fail (Printf.sprintf "the instance's preperiod is %d but the theorem proves the regularity \
                            from start - max X = %d" a.t_mu (n0 - m));
    for i = 1 to m do
      if not (rises v.(n0 - i) v.(n0 - i + p) s) then
        fail (Printf.sprintf "(W) fails: G(%d) = %d is not G(%d) + %s" (n0 - i + p)
                v.(n0 - i + p) (n0 - i) a.t_s_text)
    done;
    let largest = ref 0 in
    for j = 0 to n0 + p - 1 do largest := max !largest v.(j) done;
    let largest = !largest in
    let before = Array.make (largest + 1) 0 and after = Array.make (largest + 1) 0 in
    for j = 0 to n0 + p - 1 do
      if j < n0 then before.(v.(j)) <- before.(v.(j)) + 1
      else after.(v.(j)) <- after.(v.(j)) + 1
    done;
    for w = 0 to largest do after.(w) <- after.(w) + before.(w) done;
    let least = ref max_int in
    for j = n0 - m to n0 - m + p - 1 do least := min !least v.(j) done;
    for w = 0 to largest do
      let x = if s <= largest - w then after.(w + s) else 0 and y = before.(w) in
      if not (x = y || (x > d && y > d) || (x >= 1 && y >= 1 && w < !least)) then
        fail (Printf.sprintf "(C) fails for the value %d: %d heaps below %d have the value %d \
                              + %s, %d below %d have %d" w x (n0 + p) w a.t_s_text y n0 w)
    done;
    let w = ref 0 in
    while !w < s do
      if !w > largest || after.(!w) = 0 then
        fail (Printf.sprintf "(Z) fails: no heap below %d has the value %d" (n0 + p) !w);
      incr w
    done;
    claim_steps a v (n0 + p);
    None
  with Found why -> Some why

(* The values of a hexadecimal code by brute force, as nimlab-check computes them
   (proofs/checker/arithmetic_rules.cpp): pairs.(m) holds the nim-sums G(a) xor G(b) with
   a + b = m, triples.(r) those of three parts. *)
let hex_values digits count =
  let g = Array.make count 0 in
  let pairs = Array.make count [] and triples = Array.make count [] in
  let largest = ref 0 in
  let digits = Array.of_list digits in
  for n = 0 to count - 1 do
    let width = ref 1 in
    while !width <= !largest do width := 2 * !width done;
    (* every value so far, and every nim-sum of them, is below [width] *)
    let seen = Array.make (!width + 1) false in
    let take () =
      let out = ref [] in
      for w = !width downto 0 do
        if seen.(w) then (out := w :: !out; seen.(w) <- false)
      done;
      !out
    in
    for a = 1 to n / 2 do seen.(g.(a) lxor g.(n - a)) <- true done;
    pairs.(n) <- take ();
    for x = 1 to n - 2 do
      List.iter (fun w -> seen.(g.(x) lxor w) <- true) pairs.(n - x)
    done;
    triples.(n) <- take ();
    for k = 0 to min (Array.length digits - 1) n do
      let d = digits.(k) and r = n - k in
      if k >= 1 && r = 0 && d land 1 <> 0 then seen.(0) <- true;
      if k >= 1 && r >= 1 && d land 2 <> 0 then seen.(g.(r)) <- true;
      if d land 4 <> 0 then List.iter (fun w -> seen.(w) <- true) pairs.(r);
      if d land 8 <> 0 then List.iter (fun w -> seen.(w) <- true) triples.(r)
    done;
    let m = ref 0 in
    while seen.(!m) do incr m done;
    g.(n) <- !m;
    largest := max !largest !m
  done;
  g

(* The first reason nimlab-check gives against a hexadecimal certificate, if any, in the order of
   proofs/checker/arithmetic_claim.cpp. Outside the proven core, like [all_but_failure]. *)
let hex_failure a digits =
  let l = a.length3 in
  let v = hex_values digits l in
  try
    compare_values a v;
    let mu = a.t_mu and p = a.t_p and s = a.t_s and n0 = a.t_start in
    (* a saltus beyond OCaml's int is saturated; 2^62 and 2^63 are its powers of two *)
    let power_of_two =
      if s = max_int then
        List.mem a.t_s_text [ "4611686018427387904"; "9223372036854775808" ]
      else s > 0 && s land (s - 1) = 0
    in
    if not power_of_two then
      fail ("the hexadecimal theorem needs a saltus that is a power of two, not " ^ a.t_s_text);
    if n0 < mu + 3 * p then
      fail (Printf.sprintf "the instance's window starts at %d, before mu + 3P = %d" n0
              (mu + 3 * p));
    if l < n0 + 2 * p then
      fail (Printf.sprintf "the instance reads %d values, %d given" (n0 + 2 * p) l);
    for n = 0 to mu + p - 1 do
      if v.(n) >= s then
        fail (Printf.sprintf "(A) fails: G(%d) = %d is not below the saltus %s" n v.(n)
                a.t_s_text)
    done;
    List.iteri (fun k d ->
        List.iter (fun r ->
            if d land (if r = 2 then 4 else 8) <> 0 then
              for b = 2 to r do
                let e = k + ((b - 1) * mu) + (r - b) in
                if e < p then
                  fail (Printf.sprintf "(E) fails for the split move (%d, %d) with b = %d: %d \
                                        < P = %d" k r b e p)
              done)
          [ 2; 3 ])
      digits;
    for n = mu to n0 + p - 1 do
      if not (rises v.(n) v.(n + p) s) then
        fail (Printf.sprintf "(V) fails: G(%d) = %d is not G(%d) + %s" (n + p) v.(n + p) n
                a.t_s_text)
    done;
    (* (V) makes s at most the largest value, so the levels' values stay small *)
    let level n = if n >= mu then (n - mu) / p else 0 in
    let cap = s * level (n0 + 2 * p - 1) in
    let small = mu + p in
    (* pair options: two parts y, z >= mu on one level; single options: one part >= mu and every
       other part below mu + P *)
    let options_of_rest rest =
      let pair2 = Array.make cap false and single2 = Array.make cap false in
      let pair3 = Array.make cap false and single3 = Array.make cap false in
      let mark seen w = if w < cap then seen.(w) <- true in
      for y = 1 to rest - 1 do
        let z = rest - y in
        if y >= mu && z >= mu && level y = level z then mark pair2 (v.(y) lxor v.(z));
        if y >= mu && z < small then mark single2 (v.(y) lxor v.(z))
      done;
      let y = ref (max mu 1) in
      while 2 * !y + 1 <= rest do
        let level_end = mu + ((level !y + 1) * p) in
        let z = ref !y in
        while !z < level_end && !y + !z + 1 <= rest do
          mark pair3 (v.(rest - !y - !z) lxor v.(!y) lxor v.(!z));
          incr z
        done;
        incr y
      done;
      let y = ref 1 in
      while !y < small && !y + 2 <= rest do
        let z = ref !y in
        while !z < small && !y + !z + 1 <= rest do
          if rest - !y - !z >= mu then mark single3 (v.(rest - !y - !z) lxor v.(!y) lxor v.(!z));
          incr z
        done;
        incr y
      done;
      (pair2, single2, pair3, single3)
    in
    let by_rest = Hashtbl.create 64 in
    let digits = Array.of_list digits in
    for big_n = n0 to n0 + (2 * p) - 1 do
      let bound = s * level big_n in
      let pair = Array.make bound false and single = Array.make bound false in
      for k = 0 to min (Array.length digits - 1) big_n do
        let d = digits.(k) and rest = big_n - k in
        if k >= 1 && d land 2 <> 0 && rest >= 1 && rest >= mu && v.(rest) < bound then
          single.(v.(rest)) <- true;
        if d land 12 <> 0 then begin
          let pair2, single2, pair3, single3 =
            match Hashtbl.find_opt by_rest rest with
            | Some o -> o
            | None ->
                let o = options_of_rest rest in
                Hashtbl.add by_rest rest o;
                o
          in
          for w = 0 to bound - 1 do
            if (d land 4 <> 0 && pair2.(w)) || (d land 8 <> 0 && pair3.(w)) then
              pair.(w) <- true;
            if (d land 4 <> 0 && single2.(w)) || (d land 8 <> 0 && single3.(w)) then
              single.(w) <- true
          done
        end
      done;
      let first = ref 0 in
      while !first < bound && pair.(!first) do incr first done;
      let lvl = !first / s in
      if !first < bound && lvl < 3 then
        fail (Printf.sprintf "(F) fails at heap %d: the value %d is no pair option's, at level \
                              %d below 3" big_n !first lvl);
      for w = lvl * s to bound - 1 do
        if not pair.(w) && not single.(w) then
          fail (Printf.sprintf "(F) fails at heap %d: the value %d is no pair option's and no \
                                single option's" big_n w)
      done
    done;
    claim_steps a v (n0 + 2 * p);
    None
  with Found why -> Some why

exception Internal of string

let bytes_of_string s = List.init (String.length s) (String.get s)

let string_of_bytes l = String.of_seq (List.to_seq l)

(* The verdict of [Verified_check.run] on the file's bytes: [Ok line] only when it returns the
   line of a claim proven to hold. Its reasons for rejecting are worded by [listed] (version 1),
   [sparse] (version 2) and [arithmetic] (version 3). The driver has read the same certificate
   before, so the verified reader refusing it is a disagreement between the two: internal. *)
let verified contents ~listed ~sparse ~arithmetic =
  match run (bytes_of_string contents) with
  | Verified line -> Ok (string_of_bytes line)
  | Rejected (RejectedListed why) -> Error (listed why)
  | Rejected (RejectedSparse why) -> Error (sparse why)
  | Rejected RejectedArithmetic -> Error (arithmetic ())
  | Rejected Holds -> raise (Internal "the verified checker accepts and rejects")
  | NotCanonical -> raise (Internal "the verified scanner refuses a text the driver reads")
  | Unread -> raise (Internal "the verified reader refuses a certificate the driver reads")

let no_reason _ = raise (Internal "the verified checker gives a reason of another version")

(* The verdict on a version-3 certificate: [all_but_failure] and [hex_failure] word the first
   fault nimlab-check finds; with none, the verified checker decides. The driver finds no fault
   first, so every number is at most L and the values are small. *)
let arithmetic_verdict contents a =
  let failure, theorem =
    match a.rule3 with
    | Hex digits -> (hex_failure a digits, "hexadecimal theorem")
    | AllBut xs -> (all_but_failure a xs, "all-but theorem")
  in
  match failure with
  | Some why -> Error why
  | None ->
      verified contents ~listed:no_reason ~sparse:no_reason ~arithmetic:(fun () ->
          Printf.sprintf "the verified check of the %s's instance and the claim fails" theorem)

let program = "nimlab-check-verified"

let usage =
  "usage: nimlab-check-verified [--json] [--quiet | --progress | --verbose] CERTIFICATE.json\n\n\
   Checks a nimlab periodicity certificate with the checkers proven sound in Coq\n\
   (proofs/coq/Checker.v, SparseChecker.v, AllButChecker.v, HexChecker.v): recomputes the\n\
   values from the rule (for version 2 by the sparse-space loop with the stated mask), compares\n\
   them with the listed ones (version 2: the rare positions, their values and the largest\n\
   value), and checks the claimed preperiod and period, the bound of the stated proof and the\n\
   minimality of both.\n\
   Version 3 (hexadecimal codes, all-but games) claims an arithmetic period with a saltus: the\n\
   checker verifies the stated instance of the hexadecimal or all-but theorem on the values,\n\
   then the claim and its minimality.\n\
   Format: proofs/certificate-format.md.\n\n\
  \  --json      print the verdict as one JSON object on stdout (schema:\n\
  \              data/schema/check.schema.json), also when the certificate fails\n\
  \  --quiet     print nothing on success (without --json) and nothing on stderr but errors\n\
  \  --progress  print the stage being checked on stderr (default: only when stderr is a\n\
  \              terminal)\n\
  \  --verbose   print timings on stderr\n\
  \  --help      show this help\n\n\
   Exit codes: 0 certificate OK, 3 certificate fails (reason on stdout),\n\
   2 unreadable or malformed input or a refused command line (reason on stderr),\n\
   1 internal failure, out of memory, or a verdict that could not be written.\n"

(* The verdict as one JSON object (--json), as nimlab-check prints it
   (data/schema/check.schema.json): the claim in the certificate's own spelling, keys in order. *)
let verdict_json path cert version verdict =
  let f key = field cert key in
  `Assoc
    ([ ("certificate", `String path); ("checked_up_to", f "checked_up_to");
       ("command", `String program); ("convention", f "convention"); ("kind", f "kind");
       ("nimlab_version", `String Nimlab_version.version); ("period", f "period");
       ("preperiod", f "preperiod"); ("proof", f "proof") ]
    @ (match verdict with Ok _ -> [] | Error why -> [ ("reason", `String why) ])
    @ [ ("rule", f "rule") ]
    @ (if version = 3 then [ ("saltus", f "saltus") ] else [])
    @ [ ("schema", `String "data/schema/check.schema.json");
        ("verdict", `String (match verdict with Ok _ -> "ok" | Error _ -> "fails"));
        ("version", f "version") ])

(* What goes to stderr besides errors, with nimlab-check's options: the stage being checked with
   --progress (and by default when stderr is a terminal), timings with --verbose. A failed write
   to stderr is ignored, as nimlab-check's std::cerr ignores it. *)
type report = { quiet : bool; json : bool; progress : bool; verbose : bool }

let show_progress r = r.progress || ((not r.quiet) && Unix.isatty Unix.stderr)

let to_stderr line =
  try
    prerr_string line;
    flush stderr
  with Sys_error _ -> ()

let stage r line = if show_progress r then to_stderr (Printf.sprintf "%s: %s\n" program line)

(* Durations as nimlab-check prints them (lib/include/nimlab/io/human_duration.hpp). *)
let human_duration seconds =
  let rec in_unit = function
    | (size, name) :: rest ->
        let x = seconds /. size in
        if x < if size = 1. then 59.5 else 999.5 then
          Some
            (if x < 9.95 then Printf.sprintf "%.1f %s" x name
             else Printf.sprintf "%.0f %s" x name)
        else in_unit rest
    | [] -> None
  in
  if not (seconds > 0.) then "0 ns"
  else
    match in_unit [ (1e-9, "ns"); (1e-6, "\xc2\xb5s"); (1e-3, "ms"); (1., "s") ] with
    | Some text -> text
    | None ->
        let minutes = Float.round seconds < 3600. in
        let small = Float.to_int (Float.round (if minutes then seconds else seconds /. 60.)) in
        let big, rest = (small / 60, small mod 60) in
        let big_unit, small_unit = if minutes then ("min", "s") else ("h", "min") in
        if rest <> 0 then Printf.sprintf "%d %s %d %s" big big_unit rest small_unit
        else Printf.sprintf "%d %s" big big_unit

let timing r what since =
  if r.verbose then
    to_stderr
      (Printf.sprintf "%s: %s took %s\n" program what
         (human_duration (Unix.gettimeofday () -. since)))

(* The verdict reaches stdout, or the exit code is 1: a verdict not delivered (a full disk) is
   no verdict, as in nimlab-check. Written past OCaml's buffer, which would otherwise keep what
   it could not write and fail again, uncaught, when the program exits. *)
let deliver text code =
  let rec write from =
    if from < String.length text then
      write (from + Unix.write_substring Unix.stdout text from (String.length text - from))
  in
  match write 0 with
  | () -> code
  | exception Unix.Unix_error _ ->
      to_stderr (Printf.sprintf "%s: cannot write the verdict to stdout\n" program);
      1

exception Too_large

(* The file's bytes; one longer than max_certificate_bytes (also one that grew since
   [check_file] read its size) is refused before its bytes are read. *)
let read_file path =
  let ic = open_in_bin path in
  Fun.protect ~finally:(fun () -> close_in_noerr ic) (fun () ->
      let length = LargeFile.in_channel_length ic in
      if length > Int64.of_int max_certificate_bytes then raise Too_large;
      really_input_string ic (Int64.to_int length))

let cannot_read path why =
  Printf.eprintf "%s: cannot read %s%s\n" program path why;
  2

(* The verdict on the file at [path], printed; returns the exit code. *)
let check_file r path =
  let too_large = Printf.sprintf " (larger than the limit of %d bytes)" max_certificate_bytes in
  match Unix.LargeFile.stat path with
  | exception Unix.Unix_error _ -> cannot_read path " (no such file)"
  | s when s.Unix.LargeFile.st_kind <> Unix.S_REG -> cannot_read path " (not a regular file)"
  | s when s.Unix.LargeFile.st_size > Int64.of_int max_certificate_bytes ->
      cannot_read path too_large
  | _ -> (
      match read_file path with
      | exception Too_large -> cannot_read path too_large
      | exception (Sys_error _ | End_of_file) -> cannot_read path ""
      | contents -> (
          try
            (* Only the canonical text is read, so that every JSON reader sees the same
               certificate (Yojson alone keeps the first of two equal keys, for one). *)
            (match Canonical.error contents with
             | Some why -> raise (Malformed ("not the canonical certificate text " ^ why))
             | None -> ());
            let cert =
              try Yojson.Safe.from_string contents
              with Yojson.Json_error _ -> raise (Malformed "not valid JSON")
            in
            let version = read_version cert in
            stage r (Printf.sprintf "checking the version-%d claim with the checkers proven in Coq"
                       version);
            let start = Unix.gettimeofday () in
            let verdict =
              if version = 3 then arithmetic_verdict contents (read_arithmetic cert)
              else
                let c = read_claim cert in
                try
                  (match c.sparse with Some _ -> () | None -> validate_values c);
                  let sparse why =
                    match c.sparse with Some s -> explain_sparse c s why | None -> no_reason why
                  in
                  verified contents ~listed:(explain c) ~sparse ~arithmetic:no_reason
                with Fails why -> Error why
            in
            timing r "the check" start;
            let code = match verdict with Ok _ -> 0 | Error _ -> 3 in
            if r.json then
              deliver (Yojson.Safe.to_string (verdict_json path cert version verdict) ^ "\n") code
            else
              match verdict with
              | Ok line -> deliver (if r.quiet then "" else line) code
              | Error why -> deliver (Printf.sprintf "certificate FAILS: %s\n" why) code
          with
          | Malformed why ->
              Printf.eprintf "%s: malformed certificate %s: %s\n" program path why;
              2
          | Fails why -> deliver (Printf.sprintf "certificate FAILS: %s\n" why) 3))

(* The option nearest to a mistyped one, as nimlab-check suggests it
   (lib/include/nimlab/io/nearest_name.hpp): within two edits, or the only one it begins. *)
let nearest_name typed known =
  let distance a b =
    let m = String.length a and n = String.length b in
    let d = Array.init (m + 1) (fun i -> Array.init (n + 1) (fun j -> if i = 0 then j else i)) in
    for i = 1 to m do
      for j = 1 to n do
        let cost = if a.[i - 1] = b.[j - 1] then 0 else 1 in
        d.(i).(j) <- min (min (d.(i - 1).(j) + 1) (d.(i).(j - 1) + 1)) (d.(i - 1).(j - 1) + cost)
      done
    done;
    d.(m).(n)
  in
  let best, _ =
    List.fold_left
      (fun (best, bd) name ->
        let dn = distance typed name in
        if dn < bd then (Some name, dn) else (best, bd))
      (None, 3) known
  in
  let prefixed =
    List.filter
      (fun name ->
        String.length name > String.length typed
        && String.sub name 0 (String.length typed) = typed)
      known
  in
  match (best, prefixed) with
  | None, [ only ] when typed <> "" -> Some only
  | _ -> best

(* Every exit path: 0 OK, 3 fails, 2 unreadable, malformed or a refused command line, 1 internal
   failure, exhausted memory or a verdict not written; never an uncaught OCaml exception, whose
   exit code (2) would read as "malformed". *)
let guarded f =
  try f () with
  | Out_of_memory ->
      to_stderr (program ^ ": out of memory\n");
      1
  | Stack_overflow ->
      to_stderr (program ^ ": internal error: stack overflow\n");
      1
  | Internal why ->
      to_stderr (Printf.sprintf "%s: internal error: %s\n" program why);
      1
  | e ->
      to_stderr (Printf.sprintf "%s: internal error: %s\n" program (Printexc.to_string e));
      1

let main () =
  let r = ref { quiet = false; json = false; progress = false; verbose = false } in
  let path = ref None and status = ref None in
  let refuse line =
    to_stderr (Printf.sprintf "%s: %s (see %s --help)\n" program line program);
    status := Some 2
  in
  Array.iteri (fun i arg ->
      if i > 0 && !status = None then
        if arg = "--help" || arg = "-h" then status := Some (deliver usage 0)
        else if arg = "--quiet" then r := { !r with quiet = true }
        else if arg = "--json" then r := { !r with json = true }
        else if arg = "--progress" then r := { !r with progress = true }
        else if arg = "--verbose" then r := { !r with verbose = true }
        else if String.length arg > 0 && arg.[0] = '-' then (
          let near =
            if String.length arg >= 2 && String.sub arg 0 2 = "--" then
              nearest_name (String.sub arg 2 (String.length arg - 2))
                [ "json"; "quiet"; "progress"; "verbose"; "help" ]
            else None
          in
          refuse
            (Printf.sprintf "unknown option '%s'%s" arg
               (match near with Some n -> "; did you mean --" ^ n ^ "?" | None -> "")))
        (* an empty argument is no certificate, as in nimlab-check *)
        else if !path = None then (if arg <> "" then path := Some arg)
        else refuse "one certificate at a time")
    Sys.argv;
  match (!status, !path) with
  | Some code, _ -> code
  | None, None ->
      refuse "no certificate given";
      2
  | None, Some _ when !r.quiet && (!r.progress || !r.verbose) ->
      refuse "--quiet excludes --progress and --verbose";
      2
  | None, Some path -> check_file !r path

let () =
  (* Every write to a persistent array leaves a version node that the next minor collection
     promotes. A minor heap of 2 MB (OCaml's default size, stated here as a choice) keeps those
     nodes in the cache when they are copied; 32 MB took 10 to 20% longer on the golden
     version-2 certificates.
     Those nodes are garbage soon after, and they make the major collector run often. A space
     overhead of 300 (80 is OCaml 4.13's default) lets it run less often, for 1.6 to 1.8 times
     the memory; from 1 GiB of heap on, 80 comes back, so that the largest certificates take no
     more memory than before. *)
  Gc.set { (Gc.get ()) with Gc.minor_heap_size = 1 lsl 18; Gc.space_overhead = 300 };
  ignore
    (Gc.create_alarm (fun () ->
         if (Gc.quick_stat ()).Gc.heap_words > 1 lsl 27 && (Gc.get ()).Gc.space_overhead <> 80
         then Gc.set { (Gc.get ()) with Gc.space_overhead = 80 }));
  exit (guarded main)
