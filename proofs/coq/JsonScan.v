(** * The scanner of the canonical certificate text, and the theorem that it reads one text one
    way.

    [scan] reads bytes into a [json] tree following the grammar of proofs/certificate-format.md
    ("Canonical text"), the one the driver's scanner (proofs/coq/checker/canonical.ml) and
    nimlab-check's (proofs/checker/canonical_text.cpp) follow: no whitespace, keys strictly
    increasing in byte order, naturals of at most 20 digits below 2^64 without leading zeros,
    strings of printable ASCII but the quote and the backslash, containers nested at most 8
    deep, one final newline. Those scanners only name the first byte outside the grammar; this
    one decides.

    [scan_print]: [scan bs = Some j -> print j = bs]. So the tree is a function of the bytes and
    the bytes a function of the tree: no second reading of a file exists. *)
From Coq Require Import String List NArith DecimalN Bool Strings.Byte.
Import ListNotations.
From Nimlab Require Import Json.

(** ** Bytes *)

(** Strict byte order, shorter first on a common prefix (OCaml's and std::string's compare). *)
Fixpoint bytes_ltb (a b : list byte) : bool :=
  match a, b with
  | [], [] => false
  | [], _ :: _ => true
  | _ :: _, [] => false
  | x :: a, y :: b =>
      (Byte.to_N x <? Byte.to_N y)%N || (Byte.eqb x y && bytes_ltb a b)
  end.

(** A byte that may stand inside a string: 0x20 to 0x7E but the quote (0x22) and the backslash
    (0x5C). *)
Definition string_byte (b : byte) : bool :=
  let n := Byte.to_N b in
  (32 <=? n)%N && (n <=? 126)%N && negb (Byte.eqb b x22) && negb (Byte.eqb b x5c).

(** [w]'s bytes at the front of [bs], and what follows them. *)
Fixpoint strip (w bs : list byte) : option (list byte) :=
  match w, bs with
  | [], _ => Some bs
  | c :: w, b :: bs => if Byte.eqb b c then strip w bs else None
  | _ :: _, [] => None
  end.

(** ** Strings and numbers *)

(** The bytes up to the closing quote, and what follows it; [acc] holds the bytes so far,
    reversed (no stack frame per byte). *)
Fixpoint scan_string (acc bs : list byte) : option (list byte * list byte) :=
  match bs with
  | [] => None
  | b :: r =>
      if Byte.eqb b x22 then Some (rev_append acc [], r)
      else if string_byte b then scan_string (b :: acc) r else None
  end.

Definition digit (b : byte) : option (Decimal.uint -> Decimal.uint) :=
  match b with
  | x30 => Some Decimal.D0 | x31 => Some Decimal.D1 | x32 => Some Decimal.D2
  | x33 => Some Decimal.D3 | x34 => Some Decimal.D4 | x35 => Some Decimal.D5
  | x36 => Some Decimal.D6 | x37 => Some Decimal.D7 | x38 => Some Decimal.D8
  | x39 => Some Decimal.D9
  | _ => None
  end.

(** At most [k] digits: 2^64 - 1 has 20. *)
Fixpoint scan_digits (k : nat) (bs : list byte) {struct bs} : option (Decimal.uint * list byte) :=
  match bs with
  | b :: r =>
      match digit b with
      | Some d =>
          match k with
          | O => None
          | S k => match scan_digits k r with Some (u, rest) => Some (d u, rest) | None => None end
          end
      | None => Some (Decimal.Nil, bs)
      end
  | [] => Some (Decimal.Nil, [])
  end.

(** The digit 0 alone, or a first digit that is not 0: the decimal form [N.to_uint] prints. *)
Definition no_leading_zero (u : Decimal.uint) : bool :=
  match u with
  | Decimal.Nil => false
  | Decimal.D0 Decimal.Nil => true
  | Decimal.D0 _ => false
  | _ => true
  end.

(** A constant, so that the extracted scanner computes it once. *)
Definition two_to_64 : N := 2 ^ 64.

Definition scan_number (bs : list byte) : option (N * list byte) :=
  match scan_digits 20 bs with
  | Some (u, rest) =>
      let n := N.of_uint u in
      if no_leading_zero u && (n <? two_to_64)%N then Some (n, rest) else None
  | None => None
  end.

(** ** Values *)

Definition key_after (prev : option (list byte)) (k : list byte) : bool :=
  match prev with None => true | Some p => bytes_ltb p k end.

(** [f] is fuel: every call consumes a byte, so the length of the text suffices. [d] is the
    number of containers that may still open (8 at the top). The loops over members and elements
    keep what they read in [acc], reversed, and call themselves last: an array of 2^17 values
    takes no stack. *)
Fixpoint scan_value (f d : nat) (bs : list byte) {struct f} : option (json * list byte) :=
  match f with
  | O => None
  | S f =>
      match bs with
      | [] => None
      | b :: r =>
          if Byte.eqb b x7b then
            match d, r with
            | S d, c :: r' =>
                if Byte.eqb c x7d then Some (JObject [], r')
                else
                  match scan_member f d None r with
                  | Some (k, x, r2) =>
                      match scan_members f d k [(k, x)] r2 with
                      | Some (ms, r3) => Some (JObject ms, r3)
                      | None => None
                      end
                  | None => None
                  end
            | _, _ => None
            end
          else if Byte.eqb b x5b then
            match d, r with
            | S d, c :: r' =>
                if Byte.eqb c x5d then Some (JArray [], r')
                else
                  match scan_value f d r with
                  | Some (x, r2) =>
                      match scan_elements f d [x] r2 with
                      | Some (xs, r3) => Some (JArray xs, r3)
                      | None => None
                      end
                  | None => None
                  end
            | _, _ => None
            end
          else if Byte.eqb b x22 then
            match scan_string [] r with Some (s, r2) => Some (JString s, r2) | None => None end
          else
            match digit b with
            | Some _ =>
                match scan_number bs with Some (n, r2) => Some (JNumber n, r2) | None => None end
            | None =>
                match strip (bytes "true") bs with
                | Some r2 => Some (JTrue, r2)
                | None =>
                    match strip (bytes "false") bs with
                    | Some r2 => Some (JFalse, r2)
                    | None =>
                        match strip (bytes "null") bs with
                        | Some r2 => Some (JNull, r2)
                        | None => None
                        end
                    end
                end
            end
      end
  end
(** A key, after [prev], then ':' and a value. *)
with scan_member (f d : nat) (prev : option (list byte)) (bs : list byte) {struct f}
    : option (list byte * json * list byte) :=
  match f with
  | O => None
  | S f =>
      match bs with
      | q :: r =>
          if Byte.eqb q x22 then
            match scan_string [] r with
            | Some (k, c :: r2) =>
                if key_after prev k && Byte.eqb c x3a then
                  match scan_value f d r2 with Some (x, r3) => Some (k, x, r3) | None => None end
                else None
            | _ => None
            end
          else None
      | [] => None
      end
  end
(** The members after the first ([prev] is the last key), then '}'. *)
with scan_members (f d : nat) (prev : list byte) (acc : list (list byte * json))
    (bs : list byte) {struct f} : option (list (list byte * json) * list byte) :=
  match f with
  | O => None
  | S f =>
      match bs with
      | c :: r =>
          if Byte.eqb c x7d then Some (rev_append acc [], r)
          else if Byte.eqb c x2c then
            match scan_member f d (Some prev) r with
            | Some (k, x, r2) => scan_members f d k ((k, x) :: acc) r2
            | None => None
            end
          else None
      | [] => None
      end
  end
(** The elements after the first, then ']'. *)
with scan_elements (f d : nat) (acc : list json) (bs : list byte) {struct f}
    : option (list json * list byte) :=
  match f with
  | O => None
  | S f =>
      match bs with
      | c :: r =>
          if Byte.eqb c x5d then Some (rev_append acc [], r)
          else if Byte.eqb c x2c then
            match scan_value f d r with
            | Some (x, r2) => scan_elements f d (x :: acc) r2
            | None => None
            end
          else None
      | [] => None
      end
  end.

(** The length of a list, without a stack frame per element: the fuel of [scan]. *)
Fixpoint count_bytes (bs : list byte) (acc : nat) : nat :=
  match bs with [] => acc | _ :: r => count_bytes r (S acc) end.

(** The whole text: one value nested at most 8 deep, then the final newline and nothing else. *)
Definition scan (bs : list byte) : option json :=
  match scan_value (S (count_bytes bs 0)) 8 bs with
  | Some (j, [x0a]) => Some j
  | _ => None
  end.

(** ** One text, one reading *)

Lemma eqb_eq_byte b c : Byte.eqb b c = true -> b = c.
Proof. apply Byte.byte_dec_bl. Qed.

Lemma strip_app w bs r : strip w bs = Some r -> bs = w ++ r.
Proof.
  revert bs. induction w as [|c w IH]; intros bs H; simpl in H.
  - injection H as <-. reflexivity.
  - destruct bs as [|b bs]; [discriminate|].
    destruct (Byte.eqb b c) eqn:E; [|discriminate].
    apply eqb_eq_byte in E. subst. simpl. f_equal. apply IH, H.
Qed.

Lemma scan_string_app acc bs s rest :
  scan_string acc bs = Some (s, rest) -> exists t, s = rev acc ++ t /\ bs = t ++ x22 :: rest.
Proof.
  revert acc. induction bs as [|b bs IH]; intros acc H; simpl in H; [discriminate|].
  destruct (Byte.eqb b x22) eqn:E.
  - apply eqb_eq_byte in E. subst. injection H as <- <-.
    exists []. rewrite app_nil_r, rev_append_rev, app_nil_r. split; reflexivity.
  - destruct (string_byte b); [|discriminate].
    destruct (IH _ H) as (t & -> & ->). exists (b :: t). simpl. rewrite <- app_assoc.
    split; reflexivity.
Qed.

Lemma scan_string_print bs s rest :
  scan_string [] bs = Some (s, rest) -> x22 :: bs = print_string s rest.
Proof. intros H. destruct (scan_string_app _ _ _ _ H) as (t & -> & ->). reflexivity. Qed.

Lemma digit_print b d u rest : digit b = Some d -> print_uint (d u) rest = b :: print_uint u rest.
Proof. destruct b; simpl; intros H; try discriminate; injection H as <-; reflexivity. Qed.

Lemma scan_digits_print k bs u rest : scan_digits k bs = Some (u, rest) -> print_uint u rest = bs.
Proof.
  revert k u. induction bs as [|b bs IH]; intros k u H; simpl in H.
  - injection H as <- <-. reflexivity.
  - destruct (digit b) as [d|] eqn:Ed.
    + destruct k as [|k]; [discriminate|].
      destruct (scan_digits k bs) as [[u' r']|] eqn:Es; [|discriminate].
      injection H as <- <-. rewrite (digit_print _ _ _ _ Ed). f_equal. apply (IH k), Es.
    + injection H as <- <-. reflexivity.
Qed.

(** A scanned number has no leading zero, so its decimal form is the one [print_N] writes. *)
Lemma scan_number_print bs n rest : scan_number bs = Some (n, rest) -> print_N n rest = bs.
Proof.
  unfold scan_number. destruct (scan_digits 20 bs) as [[u r]|] eqn:Es; [|discriminate].
  destruct (no_leading_zero u && _) eqn:Ez; [|discriminate]. injection 1 as <- <-.
  apply andb_true_iff in Ez as [Ez _]. unfold print_N. rewrite Unsigned.to_of.
  rewrite <- (scan_digits_print _ _ _ _ Es). f_equal.
  destruct u as [|u|u|u|u|u|u|u|u|u|u]; try reflexivity; [discriminate|].
  destruct u; try discriminate. reflexivity.
Qed.

Lemma scan_print_all f :
  (forall d bs j rest, scan_value f d bs = Some (j, rest) -> print_value j rest = bs) /\
  (forall d prev bs k x rest, scan_member f d prev bs = Some (k, x, rest) ->
     print_string k (x3a :: print_value x rest) = bs) /\
  (forall d prev acc bs ms rest, scan_members f d prev acc bs = Some (ms, rest) ->
     exists ms', ms = rev acc ++ ms' /\ print_members print_value ms' rest = bs) /\
  (forall d acc bs xs rest, scan_elements f d acc bs = Some (xs, rest) ->
     exists xs', xs = rev acc ++ xs' /\ print_elements print_value xs' rest = bs).
Proof.
  induction f as [|f (IHv & IHm & IHms & IHe)].
  { repeat split; intros; discriminate. }
  split; [|split; [|split]].
  - intros d bs j rest H. cbn [scan_value] in H.
    destruct bs as [|b r]; [discriminate|].
    destruct (Byte.eqb b x7b) eqn:E1; [apply eqb_eq_byte in E1; subst b|].
    { destruct d as [|d]; [discriminate|]. destruct r as [|c r']; [discriminate|].
      destruct (Byte.eqb c x7d) eqn:E2.
      - apply eqb_eq_byte in E2. subst c. injection H as <- <-. reflexivity.
      - destruct (scan_member f d None (c :: r')) as [[[k x] r2]|] eqn:Em; [|discriminate].
        destruct (scan_members f d k [(k, x)] r2) as [[ms r3]|] eqn:Ems; [|discriminate].
        injection H as <- <-.
        destruct (IHms _ _ _ _ _ _ Ems) as (ms' & -> & Hp). simpl.
        rewrite Hp. f_equal. apply (IHm _ _ _ _ _ _ Em). }
    destruct (Byte.eqb b x5b) eqn:E2; [apply eqb_eq_byte in E2; subst b|].
    { destruct d as [|d]; [discriminate|]. destruct r as [|c r']; [discriminate|].
      destruct (Byte.eqb c x5d) eqn:E3.
      - apply eqb_eq_byte in E3. subst c. injection H as <- <-. reflexivity.
      - destruct (scan_value f d (c :: r')) as [[x r2]|] eqn:Ev; [|discriminate].
        destruct (scan_elements f d [x] r2) as [[xs r3]|] eqn:Ee; [|discriminate].
        injection H as <- <-.
        destruct (IHe _ _ _ _ _ Ee) as (xs' & -> & Hp). simpl.
        rewrite Hp. f_equal. apply (IHv _ _ _ _ Ev). }
    destruct (Byte.eqb b x22) eqn:E3; [apply eqb_eq_byte in E3; subst b|].
    { destruct (scan_string [] r) as [[s r2]|] eqn:Es; [|discriminate].
      injection H as <- <-. symmetry. apply scan_string_print, Es. }
    destruct (digit b) as [dg|] eqn:Ed.
    { destruct (scan_number (b :: r)) as [[n r2]|] eqn:En; [|discriminate].
      injection H as <- <-. apply scan_number_print, En. }
    destruct (strip (bytes "true") (b :: r)) as [r2|] eqn:Et.
    { injection H as <- <-. symmetry. apply strip_app, Et. }
    destruct (strip (bytes "false") (b :: r)) as [r2|] eqn:Ef.
    { injection H as <- <-. symmetry. apply strip_app, Ef. }
    destruct (strip (bytes "null") (b :: r)) as [r2|] eqn:En; [|discriminate].
    injection H as <- <-. symmetry. apply strip_app, En.
  - intros d prev bs k x rest H. cbn [scan_member] in H.
    destruct bs as [|q r]; [discriminate|].
    destruct (Byte.eqb q x22) eqn:E1; [apply eqb_eq_byte in E1; subst q|discriminate].
    destruct (scan_string [] r) as [[k' [|c r2]]|] eqn:Es; try discriminate.
    destruct (key_after prev k' && Byte.eqb c x3a) eqn:Ek; [|discriminate].
    apply andb_true_iff in Ek as [_ Ec]. apply eqb_eq_byte in Ec. subst c.
    destruct (scan_value f d r2) as [[x' r3]|] eqn:Ev; [|discriminate].
    injection H as <- <- <-. rewrite (IHv _ _ _ _ Ev). symmetry. apply scan_string_print, Es.
  - intros d prev acc bs ms rest H. cbn [scan_members] in H.
    destruct bs as [|c r]; [discriminate|].
    destruct (Byte.eqb c x7d) eqn:E1.
    { apply eqb_eq_byte in E1. subst c. injection H as <- <-.
      exists []. rewrite rev_append_rev. split; reflexivity. }
    destruct (Byte.eqb c x2c) eqn:E2; [apply eqb_eq_byte in E2; subst c|discriminate].
    destruct (scan_member f d (Some prev) r) as [[[k x] r2]|] eqn:Em; [|discriminate].
    destruct (IHms _ _ _ _ _ _ H) as (ms' & -> & Hp).
    exists ((k, x) :: ms'). simpl. rewrite <- app_assoc. split; [reflexivity|].
    rewrite Hp. f_equal. apply (IHm _ _ _ _ _ _ Em).
  - intros d acc bs xs rest H. cbn [scan_elements] in H.
    destruct bs as [|c r]; [discriminate|].
    destruct (Byte.eqb c x5d) eqn:E1.
    { apply eqb_eq_byte in E1. subst c. injection H as <- <-.
      exists []. rewrite rev_append_rev. split; reflexivity. }
    destruct (Byte.eqb c x2c) eqn:E2; [apply eqb_eq_byte in E2; subst c|discriminate].
    destruct (scan_value f d r) as [[x r2]|] eqn:Ev; [|discriminate].
    destruct (IHe _ _ _ _ _ H) as (xs' & -> & Hp).
    exists (x :: xs'). simpl. rewrite <- app_assoc. split; [reflexivity|].
    rewrite Hp. f_equal. apply (IHv _ _ _ _ Ev).
Qed.

Theorem scan_print bs j : scan bs = Some j -> print j = bs.
Proof.
  unfold scan, print.
  destruct (scan_value _ 8 bs) as [[j' rest]|] eqn:E; [|discriminate].
  destruct rest as [|b [|b2 r]]; [discriminate| |destruct b; discriminate].
  destruct b; try discriminate. injection 1 as <-.
  apply (proj1 (scan_print_all _)) in E. exact E.
Qed.
