(** * Codes over {1, 3} that end in 1 are never purely periodic
    (proofs/octal13-last-digit-one.md, the theorem of the research note's section 4.3).

    For the code [.l 1] whose digits [l] are 1 or 3: no period [p >= 1] holds from heap 0. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games.

Section LastDigitOne.
  Variables (l : list nat) (g : nat -> N).
  Hypothesis Hdigits : forall d, In d l -> d = 1 \/ d = 3.
  Let ds := 0 :: l ++ [1].
  Hypothesis Hg : is_grundy (Octal ds) g.
  Local Notation t := (length l + 1).

  Lemma digit_at k : 1 <= k <= t -> nth k ds 0 = 1 \/ (k < t /\ nth k ds 0 = 3).
  Proof.
    intros Hk. unfold ds. destruct k as [|k]; [lia|].
    change (nth (S k) (0 :: l ++ [1]) 0) with (nth k (l ++ [1]) 0).
    destruct (Nat.lt_ge_cases k (length l)) as [Hlt|Hge].
    - rewrite app_nth1 by exact Hlt.
      destruct (Hdigits (nth k l 0) (nth_In l 0 Hlt)) as [E|E]; [left | right; split]; auto.
      lia.
    - rewrite app_nth2 by exact Hge. replace (k - length l) with 0 by lia. left. reflexivity.
  Qed.

  Lemma ds_length : length ds = t + 1.
  Proof. unfold ds. simpl. rewrite app_length. simpl. lia. Qed.

  (** Step 1: heaps [1 .. t] can be taken whole, so their values are not 0. *)
  Lemma small_heaps_nonzero h : 1 <= h <= t -> g h <> 0%N.
  Proof.
    intros Hh E. apply (mex_not_in (grundy_options (Octal ds) g h)). rewrite <- Hg, E.
    apply in_map_iff. exists []. split; [reflexivity|]. apply in_octal_moves. exists h.
    split; [rewrite ds_length; lia|]. left. split; [|split; [lia | split; reflexivity]].
    destruct (digit_at h Hh) as [->|[_ ->]]; reflexivity.
  Qed.

  Theorem last_digit_one_not_purely_periodic p : 1 <= p -> ~ periodic_from g 0 p.
  Proof.
    intros Hp Hper.
    (* Step 2: heap t + p cannot be taken whole, and every option is a copy of a heap 1 .. t-1 *)
    assert (E : g (t + p) = 0%N).
    { rewrite Hg. apply mex_is; [intros x Hx; lia|]. intros Hin.
      apply in_map_iff in Hin as [pos [Hv Hpos]]. apply in_octal_moves in Hpos as [k [Hk H]].
      rewrite ds_length in Hk.
      destruct H as [(_ & _ & Ek & _)|[(B & Kpos & ->)|(B & _)]]; [lia | |].
      - destruct (digit_at k ltac:(lia)) as [D|[Kt D]]; rewrite D in B; [discriminate|].
        simpl in Hv. rewrite N.lxor_0_r in Hv.
        replace (t + p - k) with (t - k + p) in Hv by lia. rewrite Hper in Hv by lia.
        apply (small_heaps_nonzero (t - k)); [lia | exact Hv].
      - destruct (Nat.eq_dec k 0) as [->|K0].
        + unfold ds in B. discriminate.
        + destruct (digit_at k ltac:(lia)) as [D|[_ D]]; rewrite D in B; discriminate. }
    apply (small_heaps_nonzero t); [lia|]. rewrite <- E. symmetry. apply Hper. lia.
  Qed.
End LastDigitOne.
