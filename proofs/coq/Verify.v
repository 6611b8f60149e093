(** * From the bytes of a certificate file to the accepting line, and the theorem that the line
    is printed only for the canonical text of a claim that holds.

    [run] is all that nimlab-check-verified decides: it scans the bytes ([JsonScan.scan]), reads
    the claim ([ReadClaim.read_claim]), runs its checker ([Claims.judge]) and, when the checker
    accepts, returns the line to print. The driver (proofs/coq/checker/main.ml) hands it the
    file's bytes and prints the line it returns; every other answer only leads it to explain a
    refusal.

    [run_sound]: a line comes back only if the bytes are [print j] for the tree [j] they are
    read as, [j] is read as a claim [c], [c] holds (the conclusions of the checkers' soundness
    theorems, [Claims.holds]), and the line is [claim_line] of [c] and of the rule as the file
    spells it. *)
From Coq Require Import String List NArith Strings.Byte.
Import ListNotations.
From Nimlab Require Import Games Checker SparseChecker Json JsonScan Claims ReadClaim.

(** ** The line *)

(** The rule as the file spells it: "octal .77", "subtract [1,4]", "hex .8", "all-but [2,3]". *)
Definition game_name (j : json) : list byte :=
  match field j "rule" with
  | Some (JObject [(k, v)]) =>
      (if bytes_eqb k (bytes "all_but") then bytes "all-but" else k) ++ x20 ::
        match v with JString code => code | _ => print_value v [] end
  | _ => []
  end.

Definition convention_name (c : convention) : list byte :=
  bytes (if misere c then "misere/" else "normal/") ++
  bytes (if draw c then "draw" else "standard").

Definition proof_name (pf : proof_kind) : list byte :=
  bytes match pf with WindowProof => "window" | OctalTheoremProof => "octal-theorem" end.

(** The words and numbers of the line of a version-1 claim (see [line_parts]). *)
Definition listed_parts (vals : claimed) (mu p : nat) (pf : proof_kind)
    : list byte * list byte * N * N * option N * list byte * N :=
  let normal := {| misere := false; draw := false |} in
  match vals with
  | GrundyValues vs =>
      (bytes "grundy", convention_name normal, N.of_nat mu, N.of_nat p, None, proof_name pf,
       count vs 0)
  | OutcomeValues cv os =>
      (bytes "outcome", convention_name cv, N.of_nat mu, N.of_nat p, None, proof_name pf,
       count os 0)
  end.

(** The words and numbers of the line, all taken from the claim: the kind, the convention, the
    preperiod, the period, the saltus (version 3), the proof and the number of values. *)
Definition line_parts (c : claim)
    : list byte * list byte * N * N * option N * list byte * N :=
  let normal := {| misere := false; draw := false |} in
  match c with
  | ClaimListed cert =>
      listed_parts (cert_values cert) (cert_mu cert) (cert_p cert) (cert_proof cert)
  | ClaimSubtract _ vals mu p pf => listed_parts vals mu p pf
  | ClaimSparse sc =>
      (bytes "grundy", convention_name normal, sc_mu sc, sc_p sc, None, proof_name (sc_proof sc),
       sc_length sc)
  | ClaimAllBut _ vals mu q s _ _ _ _ =>
      (bytes "grundy", convention_name normal, N.of_nat mu, N.of_nat q, Some s,
       bytes "all-but-theorem", count vals 0)
  | ClaimHex _ vals mu q s _ _ _ _ =>
      (bytes "grundy", convention_name normal, N.of_nat mu, N.of_nat q, Some s,
       bytes "hex-arithmetic-theorem", count vals 0)
  end.

(** "certificate OK: NAME KIND, PLAY/STUCK, preperiod MU, period P[, saltus S] (PROOF proof,
    L values)" and a newline. *)
Definition claim_line (name : list byte) (c : claim) : list byte :=
  let '(kind, conv, mu, p, s, pf, L) := line_parts c in
  bytes "certificate OK: " ++ name ++ x20 :: kind ++ bytes ", " ++ conv ++
  bytes ", preperiod " ++ print_N mu (bytes ", period " ++ print_N p
    ((match s with Some s => bytes ", saltus " ++ print_N s [] | None => [] end) ++
     bytes " (" ++ pf ++ bytes " proof, " ++ print_N L (bytes " values)" ++ [x0a]))).

(** ** The program's decision *)

Inductive answer : Type :=
| Verified (line : list byte)
| NotCanonical                  (* the bytes are not a canonical text *)
| Unread                        (* the tree is not a certificate's *)
| Rejected (why : judgement).   (* the checker rejects the claim *)

Definition run (bs : list byte) : answer :=
  match scan bs with
  | None => NotCanonical
  | Some j =>
      match read_claim j with
      | None => Unread
      | Some c =>
          match judge c with
          | Holds => Verified (claim_line (game_name j) c)
          | why => Rejected why
          end
      end
  end.

Theorem run_sound bs line :
  run bs = Verified line ->
  exists j c, scan bs = Some j /\ print j = bs /\ read_claim j = Some c /\ holds c /\
    line = claim_line (game_name j) c.
Proof.
  unfold run. destruct (scan bs) as [j|] eqn:Hs; [|discriminate].
  destruct (read_claim j) as [c|] eqn:Hr; [|discriminate].
  destruct (judge c) eqn:Hj; try discriminate. injection 1 as <-.
  exists j, c. repeat split; auto.
  - apply scan_print, Hs.
  - apply judge_sound, Hj.
Qed.
