(** * Loops counted by a binary number, with early exit.

    The sparse recomputation ([Sparse.v]) runs over millions of heaps; a loop driven by a unary
    [nat] would allocate one cell per iteration before it starts. [run_N cnt s] runs [step] at
    most [cnt] times, recursing on the binary digits of [cnt], and stops at the first [inl].
    It is proven equal to the plain loop [run_nat], on which the invariants are stated. *)
From Coq Require Import Arith Lia PArith NArith.

Section Loops.
  Context {St Ex : Type} (step : St -> Ex + St).

  Fixpoint run_nat (f : nat) (s : St) : Ex + St :=
    match f with
    | O => inr s
    | S f' => match step s with inl e => inl e | inr s' => run_nat f' s' end
    end.

  Definition bind_run (r : Ex + St) (k : St -> Ex + St) : Ex + St :=
    match r with inl e => inl e | inr s => k s end.

  Lemma run_nat_add a b s : run_nat (a + b) s = bind_run (run_nat a s) (run_nat b).
  Proof.
    revert s. induction a as [|a IH]; intros s; simpl; [reflexivity|].
    destruct (step s); simpl; [reflexivity | apply IH].
  Qed.

  Fixpoint run_pos (p : positive) (s : St) : Ex + St :=
    match p with
    | xH => step s
    | xO q => bind_run (run_pos q s) (run_pos q)
    | xI q => bind_run (step s) (fun s' => bind_run (run_pos q s') (run_pos q))
    end.

  Lemma run_pos_nat p s : run_pos p s = run_nat (Pos.to_nat p) s.
  Proof.
    revert s. induction p as [q IH|q IH|]; intros s.
    - rewrite Pos2Nat.inj_xI. simpl. destruct (step s) as [e|s']; simpl; [reflexivity|].
      replace (Pos.to_nat q + 0)%nat with (Pos.to_nat q) by lia.
      rewrite run_nat_add, IH. destruct (run_nat (Pos.to_nat q) s'); simpl;
        [reflexivity | apply IH].
    - rewrite Pos2Nat.inj_xO. simpl.
      replace (Pos.to_nat q + 0)%nat with (Pos.to_nat q) by lia.
      rewrite run_nat_add, IH. destruct (run_nat (Pos.to_nat q) s); simpl;
        [reflexivity | apply IH].
    - simpl. destruct (step s); reflexivity.
  Qed.

  Definition run_N (cnt : N) (s : St) : Ex + St :=
    match cnt with N0 => inr s | Npos p => run_pos p s end.

  Lemma run_N_nat cnt s : run_N cnt s = run_nat (N.to_nat cnt) s.
  Proof. destruct cnt as [|p]; [reflexivity|]. apply run_pos_nat. Qed.

  (** An invariant [I i] after [i] of the [f] steps, and [J] of an early exit. *)
  Lemma run_nat_inv (I : nat -> St -> Prop) (J : Ex -> Prop) f :
    (forall i s, (i < f)%nat -> I i s ->
       match step s with inl e => J e | inr s' => I (S i) s' end) ->
    forall s, I 0%nat s -> match run_nat f s with inl e => J e | inr s' => I f s' end.
  Proof.
    intros Hstep.
    assert (H : forall m i s, (i + m = f)%nat -> I i s ->
              match run_nat m s with inl e => J e | inr s' => I f s' end).
    { induction m as [|m IH]; intros i s Hm H; simpl.
      - rewrite Nat.add_0_r in Hm. subst. exact H.
      - specialize (Hstep i s ltac:(lia) H). destruct (step s) as [e|s']; [exact Hstep|].
        apply (IH (S i)); [lia | exact Hstep]. }
    intros s Hs. apply (H f 0%nat); [lia | exact Hs].
  Qed.
End Loops.

(** ** The first index of a range where a test holds *)

Definition first_where (f : N -> bool) (lo cnt : N) : N :=
  match run_N (fun i => if f i then inl i else inr (N.succ i)) cnt lo with
  | inl i => i
  | inr i => i
  end.

Lemma first_where_spec f lo cnt :
  let r := first_where f lo cnt in
  (lo <= r <= lo + cnt)%N /\ (forall i, (lo <= i < r)%N -> f i = false) /\
  ((r < lo + cnt)%N -> f r = true).
Proof.
  unfold first_where. rewrite run_N_nat.
  (* the early exit happens within the range: strengthen by the count of steps left *)
  assert (Hrun : forall m j s, (N.of_nat (j + m) <= cnt)%N -> s = (lo + N.of_nat j)%N ->
            (forall i, (lo <= i < s)%N -> f i = false) ->
            match run_nat (fun i => if f i then inl i else inr (N.succ i)) m s with
            | inl e => (lo <= e < lo + cnt)%N /\ f e = true /\
                       forall i, (lo <= i < e)%N -> f i = false
            | inr s' => s' = (lo + N.of_nat (j + m))%N /\
                        forall i, (lo <= i < s')%N -> f i = false
            end).
  { induction m as [|m IH]; intros j s Hm Hs Hbelow; simpl.
    - rewrite Nat.add_0_r. auto.
    - destruct (f s) eqn:E.
      + split; [lia|]. auto.
      + replace (j + S m)%nat with (S j + m)%nat by lia. apply IH; [lia | lia |].
        intros i Hi. destruct (N.eq_dec i s) as [->|Hne]; [exact E|]. apply Hbelow. lia. }
  specialize (Hrun (N.to_nat cnt) 0%nat lo ltac:(lia) ltac:(lia)
                ltac:(intros i Hi; lia)).
  destruct (run_nat _ (N.to_nat cnt) lo) as [e|s'].
  - destruct Hrun as (H1 & H2 & H3). repeat split; auto; lia.
  - destruct Hrun as (H1 & H2). repeat split; auto; lia.
Qed.
