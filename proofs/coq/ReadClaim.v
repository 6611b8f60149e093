(** * From the JSON tree of a certificate to its claim.

    [read_claim] reads the fields of proofs/certificate-format.md into the [claim] its checker
    takes, refusing (None) what the format refuses: a wrong format name, version, rule, kind,
    convention, proof, a period of 0, a count of values other than [checked_up_to], a sparse
    block that is not one. The driver (proofs/coq/checker/main.ml) refuses the same
    certificates first, with nimlab-check's messages; here only what the claim is matters.
    Limits of the limits table are resources, not meaning, and stay with the driver. *)
From Coq Require Import String List Arith NArith Bool Strings.Byte.
Import ListNotations.
From Nimlab Require Import Games Checker SparseChecker Json JsonScan Claims.

Local Notation "'let*' x := e 'in' b" :=
  (match e with Some x => b | None => None end) (at level 200, x name, b at level 200).

(** ** Fields *)

Fixpoint bytes_eqb (a b : list byte) : bool :=
  match a, b with
  | [], [] => true
  | x :: a, y :: b => Byte.eqb x y && bytes_eqb a b
  | _, _ => false
  end.

Fixpoint lookup (k : list byte) (ms : list (list byte * json)) : option json :=
  match ms with
  | [] => None
  | (k', x) :: ms => if bytes_eqb k k' then Some x else lookup k ms
  end.

Definition field (j : json) (k : string) : option json :=
  match j with JObject ms => lookup (bytes k) ms | _ => None end.

Definition number (j : json) (k : string) : option N :=
  match field j k with Some (JNumber n) => Some n | _ => None end.

Definition text (j : json) (k : string) : option (list byte) :=
  match field j k with Some (JString s) => Some s | _ => None end.

Definition text_is (j : json) (k w : string) : bool :=
  match text j k with Some s => bytes_eqb s (bytes w) | None => false end.

Definition elements (j : json) (k : string) : option (list json) :=
  match field j k with Some (JArray xs) => Some xs | _ => None end.

(** ** Lists of values, without a stack frame per element (2^17 of them) *)

Fixpoint count {A} (xs : list A) (acc : N) : N :=
  match xs with [] => acc | _ :: xs => count xs (N.succ acc) end.

Fixpoint naturals (acc : list N) (xs : list json) : option (list N) :=
  match xs with
  | [] => Some (rev_append acc [])
  | JNumber n :: xs => naturals (n :: acc) xs
  | _ => None
  end.

Definition outcome_letter (x : json) : option outcome :=
  match x with
  | JString [c] => if Byte.eqb c "P" then Some OP else if Byte.eqb c "N" then Some ON
                   else if Byte.eqb c "D" then Some OD else None
  | _ => None
  end.

Fixpoint outcomes (acc : list outcome) (xs : list json) : option (list outcome) :=
  match xs with
  | [] => Some (rev_append acc [])
  | x :: xs => let* o := outcome_letter x in outcomes (o :: acc) xs
  end.

Definition max_set_element : N := 2 ^ 20.
Definition two_to_32 : N := 2 ^ 32.

(** A subtraction or excluded set: integers 1 to 2^20 (max_set_element). A subtraction set is
    kept as binary numbers (as unary ones, 3000 elements near 2^15 take 1.5 GB). *)
Fixpoint set_numbers (xs : list json) : option (list N) :=
  match xs with
  | [] => Some []
  | JNumber n :: xs =>
      if (1 <=? n)%N && (n <=? max_set_element)%N then
        let* rest := set_numbers xs in Some (n :: rest)
      else None
  | _ => None
  end.

Definition set_elements (xs : list json) : option (list nat) :=
  option_map (map N.to_nat) (set_numbers xs).

(** ** Codes *)

(** What precedes the first '.' and what follows it. *)
Fixpoint split_point (acc bs : list byte) : option (list byte * list byte) :=
  match bs with
  | [] => None
  | b :: r => if Byte.eqb b "." then Some (rev_append acc [], r) else split_point (b :: acc) r
  end.

Definition hex_digit (b : byte) : option nat :=
  match b with
  | "0" => Some 0 | "1" => Some 1 | "2" => Some 2 | "3" => Some 3 | "4" => Some 4
  | "5" => Some 5 | "6" => Some 6 | "7" => Some 7 | "8" => Some 8 | "9" => Some 9
  | "a" => Some 10 | "b" => Some 11 | "c" => Some 12 | "d" => Some 13 | "e" => Some 14
  | "f" => Some 15
  | _ => None
  end%byte.

Fixpoint digits_below (base : nat) (bs : list byte) : option (list nat) :=
  match bs with
  | [] => Some []
  | b :: r =>
      let* d := hex_digit b in
      if d <? base then let* ds := digits_below base r in Some (d :: ds) else None
  end.

Fixpoint drop_zeros (ds : list nat) : list nat :=
  match ds with 0 :: ds => drop_zeros ds | _ => ds end.

Definition drop_trailing_zeros (ds : list nat) : list nat := rev (drop_zeros (rev ds)).

(** [d0.d1...dt], [d0] from [heads] (the empty head is 0), digits below [base], trailing zeros
    dropped, at most 64 after the point (max_octal_digits). *)
Definition read_code (heads : list nat) (base : nat) (code : list byte) : option (list nat) :=
  let* parts := split_point [] code in
  let (head, tail) := parts in
  let* d0 := match head with
             | [] => Some 0
             | [b] => let* d := hex_digit b in if existsb (Nat.eqb d) heads then Some d else None
             | _ => None
             end in
  let* ds := digits_below base tail in
  let ds := drop_trailing_zeros ds in
  if 64 <? length ds then None else Some (d0 :: ds).

(** An octal code: [d0] 0 or 4, and some move ("4." alone splits a heap: a game). *)
Definition read_octal (code : list byte) : option (list nat) :=
  let* ds := read_code [0; 4] 8 code in
  match ds with [0] => None | _ => Some ds end.

Definition read_hex (code : list byte) : option (list nat) := read_code [0; 4; 8; 12] 16 code.

(** ** Versions 1 and 2 *)

(** The rule of version 1 or 2: an octal code, or a subtraction set as binary numbers. *)
Inductive rule12 : Type := OctalRule (ds : list nat) | SubtractRule (s : list N).

Definition read_rule (r : json) : option rule12 :=
  match r with
  | JObject [(k, JString code)] =>
      if bytes_eqb k (bytes "octal") then let* ds := read_octal code in Some (OctalRule ds)
      else None
  | JObject [(k, JArray ((_ :: _) as xs))] =>
      if bytes_eqb k (bytes "subtract") then let* s := set_numbers xs in Some (SubtractRule s)
      else None
  | _ => None
  end.

Definition rule12_splits (r : rule12) : bool :=
  match r with OctalRule ds => splits (Octal ds) | SubtractRule _ => false end.

Definition read_convention (c : json) : option convention :=
  let* m := if text_is c "play" "normal" then Some false
            else if text_is c "play" "misere" then Some true else None in
  let* d := if text_is c "stuck" "standard" then Some false
            else if text_is c "stuck" "draw" then Some true else None in
  Some {| misere := m; draw := d |}.

Definition read_proof (j : json) : option proof_kind :=
  if text_is j "proof" "window" then Some WindowProof
  else if text_is j "proof" "octal-theorem" then Some OctalTheoremProof else None.

Definition read_sparse (ds : list nat) (j : json) (mu p L : N) (pf : proof_kind)
    : option sparse_certificate :=
  let* s := field j "sparse" in
  let* mask := number s "mask" in
  let* parity := match field s "position_parity" with
                  | Some JTrue => Some true | Some JFalse => Some false | _ => None end in
  let* rp := elements s "rare_positions" in
  let* rp := naturals [] rp in
  let* rv := elements s "rare_values" in
  let* rv := naturals [] rv in
  let* largest := field s "largest" in
  let* heap := number largest "heap" in
  let* value := number largest "value" in
  if (mask <? two_to_32)%N && (count rp 0 =? count rv 0)%N then
    Some {| sc_digits := ds; sc_mask := mask; sc_parity := parity; sc_rare_positions := rp;
            sc_rare_values := rv; sc_largest := value; sc_largest_heap := heap; sc_length := L;
            sc_mu := mu; sc_p := p; sc_proof := pf |}
  else None.

(** A preperiod or period beyond the [L] values is rejected by [check] whatever it is: it is
    read as [L + 1], so that no huge number becomes a unary one. *)
Definition clamp (L k : N) : nat := N.to_nat (N.min k (L + 1)).

Definition read_v1_v2 (version : N) (j : json) : option claim :=
  let* rj := field j "rule" in
  let* r := read_rule rj in
  let* cj := field j "convention" in
  let* cv := read_convention cj in
  let plain := negb (misere cv) && negb (draw cv) in
  let* grundy := if text_is j "kind" "grundy" then Some true
                 else if text_is j "kind" "outcome" then Some false else None in
  let* mu := number j "preperiod" in
  let* p := number j "period" in
  let* pf := read_proof j in
  let* L := number j "checked_up_to" in
  if (grundy || rule12_splits r) && negb plain then None else
  if (p =? 0)%N then None else
  if (version =? 2)%N then
    match r with
    | OctalRule ds =>
        if rule12_splits r && grundy then
          let* sc := read_sparse ds j mu p L pf in Some (ClaimSparse sc)
        else None
    | SubtractRule _ => None
    end
  else
    let* xs := elements j "values" in
    if negb (count xs 0 =? L)%N then None else
    let* vs := if grundy then let* ns := naturals [] xs in Some (GrundyValues ns)
               else let* os := outcomes [] xs in Some (OutcomeValues cv os) in
    match r with
    | OctalRule ds =>
        Some (ClaimListed {| cert_rule := Octal ds; cert_values := vs; cert_mu := clamp L mu;
                             cert_p := clamp L p; cert_proof := pf |})
    | SubtractRule s => Some (ClaimSubtract s vs (clamp L mu) (clamp L p) pf)
    end.

(** ** Version 3 *)

Inductive rule3 : Type := AllButRule (X : list nat) | HexRule (ds : list nat).

Definition read_rule3 (r : json) : option rule3 :=
  match r with
  | JObject [(k, JString code)] =>
      if bytes_eqb k (bytes "hex") then let* ds := read_hex code in Some (HexRule ds) else None
  | JObject [(k, JArray ((_ :: _) as xs))] =>
      if bytes_eqb k (bytes "all_but") then let* X := set_elements xs in Some (AllButRule X)
      else None
  | _ => None
  end.

Definition read_v3 (j : json) : option claim :=
  let* rj := field j "rule" in
  let* r := read_rule3 rj in
  let* cj := field j "convention" in
  let* mu := number j "preperiod" in
  let* q := number j "period" in
  let* s := number j "saltus" in
  let* t := field j "theorem" in
  let* t_mu := number t "preperiod" in
  let* t_p := number t "period" in
  let* t_s := number t "saltus" in
  let* t_start := number t "start" in
  let* L := number j "checked_up_to" in
  let* xs := elements j "values" in
  let* vals := naturals [] xs in
  let proof := match r with
               | AllButRule _ => "all-but-theorem"%string
               | HexRule _ => "hex-arithmetic-theorem"%string
               end in
  if negb (text_is j "kind" "grundy" && text_is cj "play" "normal" && text_is cj "stuck" "standard"
           && text_is j "proof" proof) then None else
  if (q =? 0)%N || (t_p =? 0)%N || negb (count xs 0 =? L)%N then None else
  let c := clamp L in
  match r with
  | AllButRule X => Some (ClaimAllBut X vals (c mu) (c q) s (c t_mu) (c t_start) (c t_p) t_s)
  | HexRule ds => Some (ClaimHex ds vals (c mu) (c q) s (c t_mu) (c t_p) t_s (c t_start))
  end.

(** ** A certificate *)

Definition read_claim (j : json) : option claim :=
  if negb (text_is j "format" "nimlab-certificate") then None else
  let* version := number j "version" in
  if (version =? 1)%N || (version =? 2)%N then read_v1_v2 version j
  else if (version =? 3)%N then read_v3 j
  else None.
