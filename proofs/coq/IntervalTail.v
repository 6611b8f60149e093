(** * The codes .1^k 3^m 1^j (proofs/interval-tail.md).

    With [a = k + 1], [b = k + m], [P = a + b = 2k + m + 1], [t = b + j] and
    [g x = (x mod P) / a] (the Grundy values of the subtraction game [[a, b]]), the Grundy values
    [G] of [.1^k 3^m 1^j] are [G 0 = 0], [G h = g (h - 1) + 1] for [1 <= h <= t], and
    [G (t + 1 + i) = beta (i mod P)] for the word [beta] of the written proof. So [G] is periodic
    with period [P] from heap [t + 1], and no eventual period of [G] is smaller than [P]: ones
    after the threes keep the period of [.1^k 3^m] (the first conjecture of the note).

    The proof checks that the closed form satisfies the mex recursion of the code, so that it is
    the Grundy function ([grundy_unique]). The written proof's lemmas are: 1, [interval_tail_moves];
    2, [W] and [run_meets_window]; 3, [gi_avoid] and [gi_cover]; 4, [low_mex]; 5, [beta_same_close],
    [beta_cover] and [far_covers]; 6, [near_covers]. *)
From Coq Require Import List Arith Lia NArith Bool.
Import ListNotations.
From Nimlab Require Import Games Minimality GrundyUnique SatsII.

Definition interval_tail_code (k m j : nat) : list nat :=
  0 :: repeat 1 k ++ repeat 3 m ++ repeat 1 j.

Lemma interval_tail_length k m j : length (interval_tail_code k m j) = 1 + k + m + j.
Proof. unfold interval_tail_code. simpl. rewrite !app_length, !repeat_length. lia. Qed.

Lemma interval_tail_digit k m j s :
  1 <= s <= k + m + j ->
  nth s (interval_tail_code k m j) 0 = if (k + 1 <=? s) && (s <=? k + m) then 3 else 1.
Proof.
  intros Hs. unfold interval_tail_code. destruct s as [|s]; [lia|].
  change (nth (S s) (0 :: repeat 1 k ++ repeat 3 m ++ repeat 1 j) 0) with
    (nth s (repeat 1 k ++ repeat 3 m ++ repeat 1 j) 0).
  destruct (Nat.lt_ge_cases s k) as [H1|H1].
  - rewrite app_nth1 by (rewrite repeat_length; lia). rewrite nth_repeat_lt by lia.
    replace (k + 1 <=? S s) with false by (symmetry; apply Nat.leb_gt; lia). reflexivity.
  - rewrite app_nth2 by (rewrite repeat_length; lia). rewrite repeat_length.
    destruct (Nat.lt_ge_cases (s - k) m) as [H2|H2].
    + rewrite app_nth1 by (rewrite repeat_length; lia). rewrite nth_repeat_lt by lia.
      replace (k + 1 <=? S s) with true by (symmetry; apply Nat.leb_le; lia).
      replace (S s <=? k + m) with true by (symmetry; apply Nat.leb_le; lia). reflexivity.
    + rewrite app_nth2 by (rewrite repeat_length; lia). rewrite repeat_length.
      rewrite nth_repeat_lt by lia.
      replace (S s <=? k + m) with false by (symmetry; apply Nat.leb_gt; lia).
      rewrite andb_false_r. reflexivity.
Qed.

(** Lemma 1: from heap [h] one may take the whole heap when [1 <= h <= t], or take
    [k + 1 <= s <= k + m] tokens leaving a non-empty heap. *)
Lemma interval_tail_moves k m j h pos :
  In pos (moves (Octal (interval_tail_code k m j)) h) <->
  (1 <= h <= k + m + j /\ pos = []) \/
  (exists s, k + 1 <= s <= k + m /\ s < h /\ pos = [h - s]).
Proof.
  cbn [moves]. rewrite in_octal_moves, interval_tail_length. split.
  - intros [s [Hs H]]. destruct (Nat.eq_dec s 0) as [->|Hs0].
    + replace (nth 0 (interval_tail_code k m j) 0) with 0 in H by reflexivity. cbn in H.
      destruct H as [(B & _)|[(B & _)|(B & _)]]; discriminate.
    + rewrite interval_tail_digit in H by lia.
      destruct ((k + 1 <=? s) && (s <=? k + m)) eqn:E; cbn in H.
      * apply andb_true_iff in E as [E1 E2]. apply Nat.leb_le in E1, E2.
        destruct H as [(_ & _ & -> & ->)|[(_ & Hsh & ->)|(B & _)]]; [| |discriminate].
        -- left. split; [lia | reflexivity].
        -- right. exists s. split; [lia|]. split; [lia | reflexivity].
      * destruct H as [(_ & _ & -> & ->)|[(B & _)|(B & _)]]; [|discriminate|discriminate].
        left. split; [lia | reflexivity].
  - intros [[Hh ->]|[s (Hs & Hsh & ->)]].
    + exists h. split; [lia|]. rewrite interval_tail_digit by lia. left.
      split; [destruct ((k + 1 <=? h) && (h <=? k + m)); reflexivity|].
      split; [lia|]. split; reflexivity.
    + exists s. split; [lia|]. rewrite interval_tail_digit by lia.
      replace ((k + 1 <=? s) && (s <=? k + m)) with true
        by (symmetry; apply andb_true_iff; split; apply Nat.leb_le; lia).
      right. left. split; [reflexivity|]. split; [lia | reflexivity].
Qed.

(** The values of the options of heap [h], for any function [f] on heaps, as natural numbers. *)
Lemma interval_tail_options k m j (f : nat -> nat) h x :
  In x (grundy_options (Octal (interval_tail_code k m j)) (fun y => N.of_nat (f y)) h) <->
  exists n, x = N.of_nat n /\
    ((1 <= h <= k + m + j /\ n = 0) \/
     (exists s, k + 1 <= s <= k + m /\ s < h /\ n = f (h - s))).
Proof.
  unfold grundy_options. rewrite in_map_iff. split.
  - intros [pos [<- Hpos]].
    apply interval_tail_moves in Hpos as [[Hh ->]|[s (Hs & Hsh & ->)]].
    + exists 0. split; [reflexivity|]. left. split; [exact Hh | reflexivity].
    + exists (f (h - s)). split; [simpl; apply N.lxor_0_r|]. right. exists s. auto.
  - intros [n [-> [[Hh ->]|[s (Hs & Hsh & ->)]]]].
    + exists []. split; [reflexivity|]. apply interval_tail_moves. left. auto.
    + exists [h - s]. split; [simpl; apply N.lxor_0_r|]. apply interval_tail_moves. right.
      exists s. auto.
Qed.

(** The mex of values given as natural numbers. *)
Lemma mex_nat (l : list N) (opt : nat -> Prop) (y : nat) :
  (forall x, In x l <-> exists n, x = N.of_nat n /\ opt n) ->
  (forall n, n < y -> opt n) -> ~ opt y -> mex l = N.of_nat y.
Proof.
  intros Hl Hbelow Hnot. apply mex_is.
  - intros x Hx. apply Hl. exists (N.to_nat x). split; [lia|]. apply Hbelow. lia.
  - intros Hin. apply Hl in Hin as [n [E Hn]]. apply Nat2N.inj in E. subst. contradiction.
Qed.

(** ** Division by the run length *)

Lemma div_eq_of a r v : 0 < a -> a * v <= r < a * v + a -> r / a = v.
Proof. intros Ha Hr. symmetry. apply (Nat.div_unique r a v (r - a * v)); lia. Qed.

Lemma div_ge_of a r v : 0 < a -> a * v <= r -> v <= r / a.
Proof. intros Ha H. apply Nat.div_le_lower_bound; lia. Qed.

Lemma div_lt_of a r v : 0 < a -> r < a * v -> r / a < v.
Proof. intros Ha H. apply Nat.div_lt_upper_bound; lia. Qed.

Lemma div_bounds a r : 0 < a -> a * (r / a) <= r < a * (r / a) + a.
Proof.
  intros Ha. pose proof (Nat.div_mod r a ltac:(lia)).
  pose proof (Nat.mod_upper_bound r a ltac:(lia)). lia.
Qed.

Lemma mul_pred a v : 1 <= v -> a * (v - 1) + a = a * v.
Proof. intros H. destruct v as [|v]; [lia|]. rewrite Nat.sub_succ, Nat.sub_0_r. ring. Qed.

Lemma mod_of_decomp p q r : r < p -> (p * q + r) mod p = r.
Proof. intros H. symmetry. apply (Nat.mod_unique (p * q + r) p q r); lia. Qed.

Lemma decomp p x : 0 < p -> x = p * (x / p) + x mod p /\ x mod p < p.
Proof.
  intros Hp. split; [apply Nat.div_mod; lia | apply Nat.mod_upper_bound; lia].
Qed.

(** Side conditions: a hypothesis, or linear (or simple non-linear) arithmetic. *)
Ltac side := first [assumption | lia | nia].

(** The section speaks of [a = k + 1] and [b = k + m] themselves: the code is
    [interval_tail_code (a - 1) (b - a + 1) j]. *)
Section IntervalTail.
  Variables a b j : nat.
  Hypothesis Ha : 1 <= a.
  Hypothesis Hab : a <= b.
  Local Notation P := (a + b).
  Local Notation t := (b + j).

  (** The Grundy values of the subtraction game [[a, b]] (Lemma 3): runs of [a] equal values. *)
  Definition gi (x : nat) : nat := (x mod P) / a.

  Lemma sub_mod_low x d : d <= x mod P -> (x - d) mod P = x mod P - d.
  Proof.
    intros H. destruct (decomp P x ltac:(lia)) as [Ex Hr].
    set (q := x / P) in *. set (r := x mod P) in *. clearbody q r.
    replace (x - d) with (P * q + (r - d)) by lia. apply mod_of_decomp. lia.
  Qed.

  Lemma sub_mod_high x d : x mod P < d -> d <= x -> d <= P -> (x - d) mod P = P + x mod P - d.
  Proof.
    intros H1 H2 H3. destruct (decomp P x ltac:(lia)) as [Ex Hr].
    set (q := x / P) in *. set (r := x mod P) in *. clearbody q r.
    destruct q as [|q]; [lia|]. rewrite Nat.mul_succ_r in Ex.
    replace (x - d) with (P * q + (P + r - d)) by lia. apply mod_of_decomp. lia.
  Qed.

  Lemma gi_low x d : d <= x mod P -> gi (x - d) = (x mod P - d) / a.
  Proof. intros H. unfold gi. rewrite sub_mod_low by exact H. reflexivity. Qed.

  Lemma gi_high x d : x mod P < d -> d <= x -> d <= P -> gi (x - d) = (P + x mod P - d) / a.
  Proof. intros H1 H2 H3. unfold gi. rewrite sub_mod_high by assumption. reflexivity. Qed.

  (** Lemma 3 (i): no option of [n] in the game [[a, b]] has the value of [n]... *)
  Lemma gi_avoid n d : a <= d <= b -> d <= n -> gi (n - d) <> gi n.
  Proof.
    intros Hd Hdn. destruct (decomp P n ltac:(lia)) as [En Hr].
    pose proof (div_bounds a (n mod P) ltac:(lia)) as Hv.
    unfold gi at 2. set (r := n mod P) in *. set (v := r / a) in *.
    destruct (Nat.le_gt_cases d r) as [Hle|Hgt].
    - rewrite gi_low by exact Hle. fold r. intros E.
      pose proof (div_lt_of a (r - d) v ltac:(lia) ltac:(lia)). lia.
    - rewrite gi_high by lia. fold r. intros E.
      pose proof (div_ge_of a (P + r - d) (v + 1) ltac:(lia) ltac:(nia)). lia.
  Qed.

  (** ... and every smaller value is an option's. *)
  Lemma gi_cover n w : w < gi n -> exists d, a <= d <= b /\ d <= n /\ gi (n - d) = w.
  Proof.
    intros Hw. destruct (decomp P n ltac:(lia)) as [En Hr].
    pose proof (div_bounds a (n mod P) ltac:(lia)) as Hv.
    unfold gi in Hw. set (r := n mod P) in *. set (v := r / a) in *.
    assert (Hav : a * (w + 1) <= a * v) by (apply Nat.mul_le_mono_l; lia).
    exists (Nat.max a (r - a * w - a + 1)).
    assert (Hdr : Nat.max a (r - a * w - a + 1) <= r) by nia.
    split; [lia|]. split; [lia|]. rewrite gi_low by exact Hdr. fold r.
    apply div_eq_of; lia.
  Qed.

  (** ** The tail word [beta] *)

  Definition rho := t mod P.
  Definition rho' := Nat.max rho a.
  Definition L := b - rho'.
  Definition u := (rho + a - 1) / a.
  Definition plain := (rho =? 0) || (b <=? rho).

  Definition beta (i : nat) : nat :=
    if plain then i / a
    else if i <? a then 0
    else if i <? a + L then u + i / a
    else (i - a - L) / a + 1.

  Lemma rho_lt : rho < P.
  Proof. apply Nat.mod_upper_bound. lia. Qed.

  (** Outside the plain case: [1 <= rho <= b - 1], [u = ceil (rho / a)], [P = a + L + rho']. *)
  Lemma not_plain_facts :
    plain = false ->
    1 <= rho <= b - 1 /\ rho' <= b /\ P = a + L + rho' /\ 1 <= u /\
    a * u - a < rho /\ rho' <= a * u /\ a * u < rho + a /\ rho' = Nat.max rho a.
  Proof.
    unfold plain, L, rho', u. intros H. apply orb_false_iff in H as [H1 H2].
    apply Nat.eqb_neq in H1. apply Nat.leb_gt in H2.
    pose proof (div_bounds a (rho + a - 1) ltac:(lia)) as Hu.
    set (v := (rho + a - 1) / a) in *.
    assert (1 <= v) by (apply div_ge_of; lia).
    repeat split; try lia. nia.
  Qed.

  Lemma beta_plain i : plain = true -> beta i = i / a.
  Proof. unfold beta. intros ->. reflexivity. Qed.

  Lemma beta_Z i : plain = false -> i < a -> beta i = 0.
  Proof.
    unfold beta. intros -> H. replace (i <? a) with true by (symmetry; apply Nat.ltb_lt; lia).
    reflexivity.
  Qed.

  Lemma beta_A i : plain = false -> a <= i < a + L -> beta i = u + i / a.
  Proof.
    unfold beta. intros -> H. replace (i <? a) with false by (symmetry; apply Nat.ltb_ge; lia).
    replace (i <? a + L) with true by (symmetry; apply Nat.ltb_lt; lia). reflexivity.
  Qed.

  Lemma beta_B i : plain = false -> a + L <= i -> beta i = (i - a - L) / a + 1.
  Proof.
    unfold beta. intros -> H. pose proof (Nat.le_add_r a L).
    replace (i <? a) with false by (symmetry; apply Nat.ltb_ge; lia).
    replace (i <? a + L) with false by (symmetry; apply Nat.ltb_ge; lia). reflexivity.
  Qed.

  (** Value [0] is the run [0 .. a - 1]. *)
  Lemma beta_zero i : i < P -> (beta i = 0 <-> i < a).
  Proof.
    intros Hi. destruct plain eqn:Hp.
    - rewrite beta_plain by exact Hp. split; intros H.
      + destruct (Nat.lt_ge_cases i a) as [|Hge]; [assumption|].
        pose proof (div_ge_of a i 1 ltac:(lia) ltac:(lia)). lia.
      + apply Nat.div_small. exact H.
    - destruct (Nat.lt_ge_cases i a) as [H|H]; [rewrite beta_Z by side; lia|].
      destruct (Nat.lt_ge_cases i (a + L)).
      + rewrite beta_A by side. destruct (not_plain_facts Hp) as (_ & _ & _ & Hu & _). lia.
      + rewrite beta_B by side. lia.
  Qed.

  (** The values of the three parts: [Z] is [0], [B] is [1 .. u], [A] is above [u]. *)
  Lemma beta_B_range i : plain = false -> a + L <= i < P -> 1 <= beta i <= u.
  Proof.
    intros Hp Hi. destruct (not_plain_facts Hp) as (_ & _ & EP & Hu1 & _ & Hru & _).
    rewrite beta_B by side.
    pose proof (div_lt_of a (i - a - L) u ltac:(lia) ltac:(lia)). lia.
  Qed.

  Lemma beta_A_range i : plain = false -> a <= i < a + L -> u + 1 <= beta i.
  Proof.
    intros Hp Hi. rewrite beta_A by side.
    pose proof (div_ge_of a i 1 ltac:(lia) ltac:(lia)). lia.
  Qed.

  (** ** The window of a residue (Lemma 2) *)

  (** [x] is in the window of [r] on the cycle: [(r - x) mod P] is in [[a, b]]. *)
  Definition W (r x : nat) : Prop := (x + a <= r /\ r <= x + b) \/ (r + a <= x /\ x <= r + b).

  (** A run of [a] positions not holding [r] meets the window of [r] (Lemma 2 (c)). *)
  Lemma run_meets_window lo r :
    lo + a <= P -> r < P -> r < lo \/ lo + a <= r -> exists x, lo <= x < lo + a /\ W r x.
  Proof.
    intros Hlo Hr [H|H].
    - exists (Nat.max lo (r + a)). split; [lia|]. right. lia.
    - exists (Nat.max lo (r - b)). split; [lia|]. left. lia.
  Qed.

  (** Lemma 5, first half: equal values of [beta] lie less than [a] apart, so no position of
      the window of [r] has the value of [r] (Lemma 2 (b)). *)
  Lemma beta_same_close x y : x < P -> y < P -> beta x = beta y -> x < y + a /\ y < x + a.
  Proof.
    intros Hx Hy E. destruct plain eqn:Hp.
    - rewrite !beta_plain in E by exact Hp.
      pose proof (div_bounds a x ltac:(lia)). pose proof (div_bounds a y ltac:(lia)).
      rewrite E in *. lia.
    - destruct (not_plain_facts Hp) as (_ & _ & EP & _).
      destruct (Nat.lt_ge_cases x a) as [Zx|Zx];
        [|destruct (Nat.lt_ge_cases x (a + L)) as [Ax|Ax]];
        (destruct (Nat.lt_ge_cases y a) as [Zy|Zy];
           [|destruct (Nat.lt_ge_cases y (a + L)) as [Ay|Ay]]);
        try lia.
      + rewrite (beta_Z x) in E by side. pose proof (beta_A_range y Hp ltac:(lia)). lia.
      + rewrite (beta_Z x) in E by side. pose proof (beta_B_range y Hp ltac:(lia)). lia.
      + rewrite (beta_Z y) in E by side. pose proof (beta_A_range x Hp ltac:(lia)). lia.
      + rewrite !beta_A in E by side.
        pose proof (div_bounds a x ltac:(lia)). pose proof (div_bounds a y ltac:(lia)).
        assert (x / a = y / a) as E' by lia. rewrite E' in *. lia.
      + pose proof (beta_A_range x Hp ltac:(lia)). pose proof (beta_B_range y Hp ltac:(lia)).
        lia.
      + rewrite (beta_Z y) in E by side. pose proof (beta_B_range x Hp ltac:(lia)). lia.
      + pose proof (beta_B_range x Hp ltac:(lia)). pose proof (beta_A_range y Hp ltac:(lia)).
        lia.
      + rewrite !beta_B in E by side.
        pose proof (div_bounds a (x - a - L) ltac:(lia)).
        pose proof (div_bounds a (y - a - L) ltac:(lia)).
        assert ((x - a - L) / a = (y - a - L) / a) as E' by lia. rewrite E' in *. lia.
  Qed.

  (** Lemma 5, second half: every value below [beta r] is in the window of [r]. *)
  Lemma beta_cover r v : r < P -> v < beta r -> exists x, x < P /\ W r x /\ beta x = v.
  Proof.
    intros Hr Hv. destruct plain eqn:Hp.
    - rewrite beta_plain in Hv by exact Hp.
      pose proof (div_bounds a r ltac:(lia)).
      assert (a * (v + 1) <= a * (r / a)) by (apply Nat.mul_le_mono_l; lia).
      destruct (run_meets_window (a * v) r ltac:(nia) Hr ltac:(nia)) as [x [Hx HW]].
      exists x. split; [nia|]. split; [exact HW|]. rewrite beta_plain by exact Hp.
      apply div_eq_of; lia.
    - destruct (not_plain_facts Hp) as (Hrho & Hrb & EP & Hu1 & Hu2 & Hu3 & Hu4).
      assert (Hra : a <= r) by (destruct (Nat.lt_ge_cases r a); [rewrite beta_Z in Hv by side; lia | lia]).
      destruct (Nat.eq_dec v 0) as [->|Hv0].
      { destruct (run_meets_window 0 r ltac:(lia) Hr ltac:(lia)) as [x [Hx HW]].
        exists x. split; [lia|]. split; [exact HW|]. apply beta_Z; [exact Hp | lia]. }
      destruct (Nat.lt_ge_cases v u) as [Hvu|Hvu].
      + (* a full run of [B] *)
        assert (HvB : a * v <= a * (u - 1)) by (apply Nat.mul_le_mono_l; lia).
        pose proof (mul_pred a v ltac:(lia)). pose proof (mul_pred a u Hu1).
        assert (Hlo : r < a + L + a * (v - 1) \/ a + L + a * (v - 1) + a <= r).
        { destruct (Nat.lt_ge_cases r (a + L)) as [HA|HB]; [left; pose proof (Nat.le_0_l (a * (v - 1))); lia|right].
          rewrite beta_B in Hv by side.
          pose proof (div_bounds a (r - a - L) ltac:(lia)).
          assert (a * v <= a * ((r - a - L) / a)) by (apply Nat.mul_le_mono_l; lia). lia. }
        destruct (run_meets_window (a + L + a * (v - 1)) r ltac:(lia) Hr Hlo) as [x [Hx HW]].
        exists x. split; [lia|]. split; [exact HW|]. rewrite beta_B by side.
        replace v with ((v - 1) + 1) by lia. f_equal. apply div_eq_of; lia.
      + destruct (Nat.lt_ge_cases r (a + L)) as [HA|HB].
        2: { pose proof (beta_B_range r Hp ltac:(lia)). lia. }
        destruct (Nat.eq_dec v u) as [->|Hvu'].
        * (* the short run of [u] ends at [P - 1], in the window of every position of [A] *)
          exists (P - 1). split; [lia|]. split; [right; lia|].
          rewrite beta_B by side. replace u with ((u - 1) + 1) by lia. f_equal.
          pose proof (mul_pred a u Hu1). apply div_eq_of; lia.
        * (* a full run of [A] *)
          rewrite beta_A in Hv by side.
          pose proof (div_bounds a r ltac:(lia)).
          set (w := v - u) in *.
          assert (a * (w + 1) <= a * (r / a)) by (apply Nat.mul_le_mono_l; lia).
          assert (a * 1 <= a * w) by (apply Nat.mul_le_mono_l; lia).
          destruct (run_meets_window (a * w) r ltac:(nia) Hr ltac:(nia)) as [x [Hx HW]].
          exists x. split; [nia|]. split; [exact HW|]. rewrite beta_A by side.
          replace (x / a) with w by (symmetry; apply div_eq_of; lia). lia.
  Qed.

  (** Options described by positions of the window of [r] have the mex [beta r]. *)
  Lemma mex_by_window r (opt : nat -> nat) :
    r < P ->
    (forall s, a <= s <= b -> exists x, x < P /\ W r x /\ opt s = beta x) ->
    (forall x, x < P -> W r x -> exists s, a <= s <= b /\ opt s = beta x) ->
    (forall v, v < beta r -> exists s, a <= s <= b /\ opt s = v) /\
    (forall s, a <= s <= b -> opt s <> beta r).
  Proof.
    intros Hr H1 H2. split.
    - intros v Hv. destruct (beta_cover r v Hr Hv) as [x (Hx & HW & <-)]. exact (H2 x Hx HW).
    - intros s Hs E. destruct (H1 s Hs) as [x (Hx & HW & Ex)]. rewrite Ex in E.
      destruct (beta_same_close x r Hx Hr E). unfold W in HW. lia.
  Qed.

  (** ** The closed form, and why it is the Grundy function *)

  Definition tail_value (h : nat) : nat :=
    if h =? 0 then 0 else if h <=? t then gi (h - 1) + 1 else beta ((h - t - 1) mod P).

  Lemma tv_zero : tail_value 0 = 0.
  Proof. reflexivity. Qed.

  Lemma tv_low h : 1 <= h <= t -> tail_value h = gi (h - 1) + 1.
  Proof.
    intros H. unfold tail_value.
    replace (h =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
    replace (h <=? t) with true by (symmetry; apply Nat.leb_le; lia). reflexivity.
  Qed.

  Lemma tv_high h : t < h -> tail_value h = beta ((h - t - 1) mod P).
  Proof.
    intros H. unfold tail_value.
    replace (h =? 0) with false by (symmetry; apply Nat.eqb_neq; lia).
    replace (h <=? t) with false by (symmetry; apply Nat.leb_gt; lia). reflexivity.
  Qed.

  (** The values of the options of heap [h]. *)
  Definition opt (h n : nat) : Prop :=
    (1 <= h <= t /\ n = 0) \/ (exists s, a <= s <= b /\ s < h /\ n = tail_value (h - s)).

  (** Lemma 4: heaps [1 .. t] take the values of the game [[a, b]] plus one. *)
  Lemma low_mex h : 1 <= h <= t ->
    (forall n, n < tail_value h -> opt h n) /\ ~ opt h (tail_value h).
  Proof.
    intros Hh. rewrite tv_low by exact Hh. split.
    - intros n Hn. destruct (Nat.eq_dec n 0) as [->|Hn0]; [left; auto|]. right.
      destruct (gi_cover (h - 1) (n - 1) ltac:(lia)) as [d (Hd & Hdh & E)].
      exists d. split; [exact Hd|]. split; [lia|]. rewrite tv_low by lia.
      replace (h - d - 1) with (h - 1 - d) by lia. lia.
    - intros [[_ E]|[s (Hs & Hsh & E)]]; [lia|]. rewrite tv_low in E by lia.
      apply (gi_avoid (h - 1) s Hs ltac:(lia)).
      replace (h - 1 - s) with (h - s - 1) by lia. lia.
  Qed.

  (** The heaps beyond [t]: [opt] in terms of the number [s] of tokens taken. *)
  Definition covers (i : nat) : Prop :=
    (forall v, v < beta (i mod P) -> exists s, a <= s <= b /\ tail_value (t + 1 + i - s) = v) /\
    (forall s, a <= s <= b -> tail_value (t + 1 + i - s) <> beta (i mod P)).

  (** Lemma 5 beyond the junction: all options lie beyond [t]. *)
  Lemma far_covers i : b <= i -> covers i.
  Proof.
    intros Hi. destruct (decomp P i ltac:(lia)) as [Ei Hr].
    assert (Hopt : forall s, a <= s <= b -> tail_value (t + 1 + i - s) = beta ((i - s) mod P)).
    { intros s Hs. rewrite tv_high by lia. do 2 f_equal. lia. }
    apply mex_by_window; [exact Hr| |].
    - intros s Hs. rewrite Hopt by exact Hs. exists ((i - s) mod P).
      split; [apply Nat.mod_upper_bound; lia|]. split; [|reflexivity].
      destruct (Nat.le_gt_cases s (i mod P)) as [Hle|Hgt].
      + rewrite sub_mod_low by exact Hle. left. lia.
      + rewrite sub_mod_high by lia. right. lia.
    - intros x Hx HW. destruct HW as [HW|HW].
      + exists (i mod P - x). split; [lia|]. rewrite Hopt by lia.
        rewrite sub_mod_low by lia. f_equal. lia.
      + exists (P + i mod P - x). split; [lia|]. rewrite Hopt by lia.
        rewrite sub_mod_high by lia. f_equal. lia.
  Qed.

  (** Lemma 6: at the junction, options [t + 1 + i - s] with [s > i] are heaps up to [t]. *)
  Lemma junction_low i s : i < s -> s <= b -> tail_value (t + 1 + i - s) = gi (t - (s - i)) + 1.
  Proof. intros H1 H2. rewrite tv_low by lia. f_equal. f_equal. lia. Qed.

  Lemma junction_high i s : s <= i -> i < b -> tail_value (t + 1 + i - s) = beta (i - s).
  Proof.
    intros H1 H2. rewrite tv_high by lia. f_equal.
    replace (t + 1 + i - s - t - 1) with (i - s) by lia. apply Nat.mod_small. lia.
  Qed.

  Lemma t_mod : t mod P = rho.
  Proof. reflexivity. Qed.

  Lemma gi_t_low e : e <= rho -> gi (t - e) = (rho - e) / a.
  Proof. intros H. rewrite gi_low by (rewrite t_mod; exact H). reflexivity. Qed.

  Lemma gi_t_high e : rho < e -> e <= b -> gi (t - e) = (P + rho - e) / a.
  Proof. intros H1 H2. rewrite gi_high by (rewrite ?t_mod; lia). reflexivity. Qed.

  Lemma near_covers i : i < b -> covers i.
  Proof.
    intros Hib. unfold covers. rewrite (Nat.mod_small i P) by lia.
    pose proof rho_lt as Hrho.
    destruct (Nat.lt_ge_cases i a) as [HZ|HZ].
    { (* the first [a] heaps beyond [t]: every option is a heap up to [t], value [>= 1] *)
      rewrite (proj2 (beta_zero i ltac:(lia)) HZ). split; [intros v Hv; lia|].
      intros s Hs. rewrite junction_low by lia. lia. }
    destruct plain eqn:Hp.
    - (* the plain case: [beta = g] *)
      rewrite beta_plain by exact Hp. pose proof (div_bounds a i ltac:(lia)) as Hv.
      set (v := i / a) in *. assert (Hv1 : 1 <= v) by (apply div_ge_of; lia).
      unfold plain in Hp. apply orb_true_iff in Hp. split.
      + intros w Hw. assert (a * (w + 1) <= a * v) by (apply Nat.mul_le_mono_l; lia).
        exists (i - a * w). split; [lia|]. rewrite junction_high by lia.
        rewrite beta_plain by (unfold plain; apply orb_true_iff; exact Hp).
        replace (i - (i - a * w)) with (a * w) by lia. apply div_eq_of; lia.
      + intros s Hs. destruct (Nat.le_gt_cases s i) as [Hsi|Hsi].
        * rewrite junction_high by lia.
          rewrite beta_plain by (unfold plain; apply orb_true_iff; exact Hp).
          pose proof (div_lt_of a (i - s) v ltac:(lia) ltac:(lia)). lia.
        * rewrite junction_low by lia.
          destruct Hp as [Hp|Hp]; [apply Nat.eqb_eq in Hp | apply Nat.leb_le in Hp].
          -- rewrite gi_t_high by lia.
             pose proof (div_ge_of a (P + rho - (s - i)) (v + 1) ltac:(lia) ltac:(lia)). lia.
          -- rewrite gi_t_low by lia.
             pose proof (div_ge_of a (rho - (s - i)) v ltac:(lia) ltac:(lia)). lia.
    - destruct (not_plain_facts Hp) as (Hr1 & Hrb & EP & Hu1 & Hu2 & Hu3 & Hu4 & Hr').
      pose proof (mul_pred a u Hu1) as Hu5.
      destruct (Nat.lt_ge_cases i (a + L)) as [HA|HB].
      + (* [i] in the part [A] *)
        rewrite beta_A by side. pose proof (div_bounds a i ltac:(lia)) as Hv.
        assert (Hi1 : 1 <= i / a) by (apply div_ge_of; lia).
        split.
        * intros w Hw. destruct (Nat.eq_dec w 0) as [->|Hw0].
          { exists i. split; [lia|]. rewrite junction_high by lia.
            replace (i - i) with 0 by lia. apply beta_Z; [exact Hp | lia]. }
          destruct (Nat.le_gt_cases w u) as [Hwu|Hwu].
          -- (* [1 .. u]: heaps up to [t], below the run of zeros *)
             assert (a * (w - 1) <= a * (u - 1)) by (apply Nat.mul_le_mono_l; lia).
             pose proof (mul_pred a w ltac:(lia)).
             assert (a * 1 <= a * w) by (apply Nat.mul_le_mono_l; lia).
             remember (Nat.min (b - i) (rho - a * (w - 1))) as e eqn:He.
             exists (i + e). split; [lia|]. rewrite junction_low by lia.
             replace (i + e - i) with e by lia. rewrite gi_t_low by (clear - He; lia).
             replace w with ((w - 1) + 1) by lia. f_equal. apply div_eq_of; lia.
          -- (* [u + 1 ..]: the run [u + 1 + z] of [A] starts at [a + a z] *)
             remember (w - u - 1) as z eqn:Hz.
             assert (a * (z + 2) <= a * (i / a)) by (apply Nat.mul_le_mono_l; lia).
             exists (i - a - a * z). split; [lia|]. rewrite junction_high by lia.
             replace (i - (i - a - a * z)) with (a + a * z) by lia.
             rewrite beta_A by side.
             replace ((a + a * z) / a) with (z + 1) by (symmetry; apply div_eq_of; lia). lia.
        * intros s Hs. destruct (Nat.le_gt_cases s i) as [Hsi|Hsi].
          -- rewrite junction_high by lia.
             destruct (Nat.lt_ge_cases (i - s) a) as [Hz|Hz].
             ++ rewrite beta_Z by side. lia.
             ++ rewrite beta_A by side.
                pose proof (div_lt_of a (i - s) (i / a) ltac:(lia) ltac:(lia)). lia.
          -- rewrite junction_low by lia.
             destruct (Nat.le_gt_cases (s - i) rho) as [He|He].
             ++ rewrite gi_t_low by exact He.
                pose proof (div_lt_of a (rho - (s - i)) u ltac:(lia) ltac:(lia)). lia.
             ++ rewrite gi_t_high by lia.
                assert (a * (u + i / a) = a * u + a * (i / a)) by ring.
                pose proof (div_ge_of a (P + rho - (s - i)) (u + i / a) ltac:(lia) ltac:(lia)).
                lia.
      + (* [i] in the part [B]: the options are the cyclic window of [i] *)
        assert (Hrr : rho' = rho) by lia.
        apply mex_by_window; [lia| |].
        * intros s Hs. destruct (Nat.le_gt_cases s i) as [Hsi|Hsi].
          -- exists (i - s). split; [lia|]. split; [left; lia|]. apply junction_high; lia.
          -- exists (P - (s - i)). split; [lia|]. split; [right; lia|].
             rewrite junction_low by lia. rewrite gi_t_low by lia. rewrite beta_B by side.
             f_equal. f_equal. lia.
        * intros x Hx [HW|HW].
          -- exists (i - x). split; [lia|]. rewrite junction_high by lia. f_equal. lia.
          -- exists (P + i - x). split; [lia|]. rewrite junction_low by lia.
             rewrite gi_t_low by lia. rewrite beta_B by side. f_equal. f_equal. lia.
  Qed.

  Lemma tail_mex h : (forall n, n < tail_value h -> opt h n) /\ ~ opt h (tail_value h).
  Proof.
    destruct (Nat.eq_dec h 0) as [->|Hh0].
    { rewrite tv_zero. split; [intros n Hn; lia|]. intros [[H _]|[s (_ & H & _)]]; lia. }
    destruct (Nat.le_gt_cases h t) as [Hht|Hht]; [apply low_mex; lia|].
    assert (Hc : covers (h - t - 1)).
    { destruct (Nat.lt_ge_cases (h - t - 1) b); [apply near_covers | apply far_covers]; lia. }
    destruct Hc as [Hcov Havoid]. rewrite tv_high by exact Hht. split.
    - intros n Hn. destruct (Hcov n Hn) as [s [Hs E]]. right. exists s.
      split; [exact Hs|]. split; [lia|]. rewrite <- E. f_equal. lia.
    - intros [[H _]|[s (Hs & Hsh & E)]]; [lia|]. apply (Havoid s Hs).
      replace (t + 1 + (h - t - 1) - s) with (h - s) by lia. symmetry. exact E.
  Qed.

  Theorem tail_value_grundy :
    is_grundy (Octal (interval_tail_code (a - 1) (b - a + 1) j))
      (fun h => N.of_nat (tail_value h)).
  Proof.
    intros h. symmetry. apply (mex_nat _ (opt h)); [|apply tail_mex | apply tail_mex].
    intros x. rewrite interval_tail_options. unfold opt.
    split; intros [n [E H]]; exists n; split; try exact E;
      (destruct H as [[H1 H2]|[s (H1 & H2 & H3)]];
         [left; split; [lia | exact H2] | right; exists s; split; [lia|]; split; [lia | exact H3]]).
  Qed.

  (** ** Period [P] from heap [t + 1], and no smaller one *)

  Lemma tv_periodic : periodic_from tail_value (t + 1) P.
  Proof.
    intros n Hn. rewrite !tv_high by lia. f_equal.
    replace (n + P - t - 1) with (n - t - 1 + 1 * P) by lia. apply Nat.mod_add. lia.
  Qed.

  Lemma tv_no_smaller q c : 1 <= q -> periodic_from tail_value c q -> P <= q.
  Proof.
    intros Hq Hper. set (A := Nat.max c (t + 1)).
    assert (Hd : periodic_from tail_value A (Nat.gcd P q)).
    { apply (periodic_gcd _ A (P + q)); [lia | |];
        (eapply periodic_later; [|first [exact tv_periodic | exact Hper]]); lia. }
    assert (HdP : Nat.divide (Nat.gcd P q) P) by apply Nat.gcd_divide_l.
    assert (Hdq : Nat.divide (Nat.gcd P q) q) by apply Nat.gcd_divide_r.
    apply Nat.divide_pos_le in HdP; [|lia]. apply Nat.divide_pos_le in Hdq; [|lia].
    set (d := Nat.gcd P q) in *.
    assert (Hd0 : d <> 0) by (intros E; apply Nat.gcd_eq_0_r in E; lia).
    destruct (Nat.eq_dec d P) as [E|Hne]; [lia|]. exfalso.
    (* a zero of [beta] followed, [d] later, by a position outside the run of zeros *)
    set (x := a - Nat.min d a).
    set (n := t + 1 + (P * A + x)).
    assert (Hn : A <= n) by nia.
    specialize (Hd n Hn). unfold n in Hd.
    rewrite !tv_high in Hd by lia.
    replace (t + 1 + (P * A + x) + d - t - 1) with (P * A + (x + d)) in Hd by lia.
    replace (t + 1 + (P * A + x) - t - 1) with (P * A + x) in Hd by lia.
    rewrite !mod_of_decomp in Hd by lia.
    assert (Hx0 : beta x = 0) by (apply beta_zero; lia).
    rewrite Hx0 in Hd. apply (proj1 (beta_zero (x + d) ltac:(lia))) in Hd. lia.
  Qed.
End IntervalTail.

(** The theorem of proofs/interval-tail.md, for the code [.1^k 3^m 1^j] and any function [G]
    satisfying its mex recursion: the closed form, the period [P = 2k + m + 1] from heap [t + 1],
    and no eventual period smaller than [P]. *)
Theorem interval_tail k m j (G : nat -> N) :
  1 <= m -> is_grundy (Octal (interval_tail_code k m j)) G ->
  G 0 = 0%N /\
  (forall h, 1 <= h <= k + m + j ->
     G h = N.of_nat ((h - 1) mod (2 * k + m + 1) / (k + 1) + 1)) /\
  (forall i, G (k + m + j + 1 + i) =
     N.of_nat (beta (k + 1) (k + m) j (i mod (2 * k + m + 1)))) /\
  periodic_from G (k + m + j + 1) (2 * k + m + 1) /\
  (forall q c, 1 <= q -> periodic_from G c q -> 2 * k + m + 1 <= q).
Proof.
  intros Hm HG.
  assert (Hcode : interval_tail_code (k + 1 - 1) (k + m - (k + 1) + 1) j = interval_tail_code k m j)
    by (f_equal; lia).
  pose proof (tail_value_grundy (k + 1) (k + m) j ltac:(lia) ltac:(lia)) as HF.
  rewrite Hcode in HF.
  assert (E : forall h, G h = N.of_nat (tail_value (k + 1) (k + m) j h))
    by (intros h; exact (grundy_unique (Octal (interval_tail_code k m j)) _ _ I HG HF h)).
  replace (2 * k + m + 1) with (k + 1 + (k + m)) by lia.
  split; [rewrite E; reflexivity|]. split; [|split; [|split]].
  - intros h Hh. rewrite E, tv_low by lia. reflexivity.
  - intros i. rewrite E, tv_high by lia. do 3 f_equal. lia.
  - intros n Hn. rewrite !E. f_equal. apply tv_periodic; lia.
  - intros q c Hq Hper. apply (tv_no_smaller (k + 1) (k + m) j ltac:(lia) ltac:(lia) q c Hq).
    intros n Hn. apply Nat2N.inj. rewrite <- !E. apply Hper, Hn.
Qed.

(** The examples of the written proof: [.11331] ([k = 2], [m = 2], [j = 1]: [rho >= b], so
    [beta = g]) has the block [0001112]; [.1333111] ([k = 1], [m = 3], [j = 3]: [rho = 1]) has the
    block [002211]. *)
Example interval_tail_dot11331 : map (beta 3 4 1) (seq 0 7) = [0; 0; 0; 1; 1; 1; 2].
Proof. reflexivity. Qed.

Example interval_tail_dot1333111 : map (beta 2 4 3) (seq 0 6) = [0; 0; 2; 2; 1; 1].
Proof. reflexivity. Qed.
