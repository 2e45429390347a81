	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_load_b64 s[36:37], s[0:1], 0x8c
	v_bfe_u32 v22, v0, 5, 1
	s_abs_i32 s2, s15
	s_clause 0x1
	s_load_b128 s[24:27], s[0:1], 0x58
	s_load_b128 s[4:7], s[0:1], 0x0
	v_bfe_u32 v19, v0, 4, 1
	v_bfe_u32 v23, v0, 6, 1
	v_lshrrev_b32_e32 v20, 7, v0
	v_bfe_u32 v21, v0, 3, 1
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v24, 3, v0
	v_lshlrev_b32_e32 v3, 3, v23
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v4, 4, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 56, v24
	v_lshlrev_b32_e32 v2, 2, v22
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v11, 1, v25
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s3, s37
	s_xor_b32 s9, s15, s37
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s8, 0, s3
	s_ashr_i32 s9, s9, 31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s10, v1
	v_lshlrev_b32_e32 v1, 1, v19
	s_mul_i32 s8, s8, s10
	v_or3_b32 v1, v1, v2, v3
	s_mul_hi_u32 s8, s10, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_i32 s10, s10, s8
	v_or3_b32 v26, v1, v4, v21
	s_mul_hi_u32 s8, s2, s10
	v_mov_b32_e32 v1, 0
	s_mul_i32 s11, s8, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s2, s2, s11
	s_add_i32 s11, s8, 1
	s_sub_i32 s12, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s8, s11, s8
	s_cselect_b32 s2, s12, s2
	s_add_i32 s11, s8, 1
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s11, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, s9
	s_sub_i32 s38, s2, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s2, s38, s37
	s_mul_hi_i32 s8, s38, s24
	s_sub_i32 s35, s15, s2
	s_mul_i32 s2, s38, s24
	s_mul_i32 s9, s35, s25
	s_mul_hi_i32 s11, s35, s25
	s_add_u32 s12, s9, s2
	s_addc_u32 s13, s11, s8
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x10
	s_load_b32 s24, s[0:1], 0x94
	s_lshl_b64 s[30:31], s[12:13], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s2, s6, s30
	s_addc_u32 s6, s7, s31
	s_lshl_b32 s34, s14, 5
	v_or_b32_e32 v12, s34, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, s26, v12
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s6, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s24, v12
	v_add_co_u32 v9, s2, v2, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v3, s2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
	global_load_b128 v[5:8], v[9:10], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_abs_i32 s6, s36
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_4
	global_load_b128 v[1:4], v[9:10], off offset:128
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s2
	s_load_b128 s[20:23], s[0:1], 0x68
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v13, 0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v14, s22, v12
	s_mul_i32 s7, s38, s20
	s_mul_i32 s11, s35, s21
	s_mul_hi_i32 s2, s38, s20
	s_mul_hi_i32 s13, s35, s21
	s_add_u32 s12, s11, s7
	s_addc_u32 s13, s13, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_lshl_b64 s[20:21], s[12:13], 1
	v_ashrrev_i32_e32 v15, 31, v14
	s_add_u32 s2, s8, s20
	s_addc_u32 s7, s9, s21
	v_lshlrev_b64 v[15:16], 1, v[14:15]
	v_mov_b32_e32 v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s2, s2, v15
	v_add_co_ci_u32_e64 v12, null, s7, v16, s2
	v_mov_b32_e32 v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s2, v10, v11
	v_add_co_ci_u32_e64 v18, null, 0, v12, s2
	v_mov_b32_e32 v16, 0
	s_mul_hi_u32 s2, s6, s10
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_6
	global_load_b128 v[13:16], v[17:18], off
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v12, 0
	s_ashr_i32 s7, s36, 31
	s_ashr_i32 s8, s37, 31
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_8
	global_load_b128 v[9:12], v[17:18], off offset:128
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b32_e32 v35, 4, v22
	s_mul_i32 s9, s2, s3
	s_clause 0x2
	s_load_b32 s23, s[0:1], 0x18
	s_load_b256 s[12:19], s[0:1], 0x20
	s_load_b64 s[28:29], s[0:1], 0x40
	v_or_b32_e32 v27, v35, v19
	s_sub_i32 s6, s6, s9
	s_xor_b32 s7, s7, s8
	s_add_i32 s8, s2, 1
	s_sub_i32 s9, s6, s3
	v_or_b32_e32 v28, 2, v27
	v_or_b32_e32 v17, s34, v27
	v_or_b32_e32 v29, 4, v27
	v_or_b32_e32 v30, 6, v27
	v_or_b32_e32 v31, 8, v27
	v_or_b32_e32 v32, 10, v27
	scratch_store_b32 off, v17, off offset:316
	v_or_b32_e32 v17, s34, v28
	v_or_b32_e32 v33, 12, v27
	v_or_b32_e32 v34, 14, v27
	s_cmp_ge_u32 s6, s3
	v_lshlrev_b32_e32 v18, 4, v23
	scratch_store_b32 off, v17, off offset:312
	v_or_b32_e32 v17, s34, v29
	s_cselect_b32 s2, s8, s2
	s_cselect_b32 s6, s9, s6
	s_add_i32 s8, s2, 1
	s_cmp_ge_u32 s6, s3
	scratch_store_b32 off, v17, off offset:308
	v_or_b32_e32 v17, s34, v30
	v_mul_u32_u24_e32 v36, 0x88, v26
	s_cselect_b32 s2, s8, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, s7
	scratch_store_b32 off, v17, off offset:304
	v_or_b32_e32 v17, s34, v31
	v_add_lshl_u32 v36, v36, v25, 1
	s_sub_i32 s27, s2, s7
	s_cmp_lt_i32 s27, 1
	scratch_store_b32 off, v17, off offset:300
	v_or_b32_e32 v17, s34, v32
	scratch_store_b32 off, v17, off offset:296
	v_or_b32_e32 v17, s34, v33
	scratch_store_b32 off, v17, off offset:292
	v_or_b32_e32 v17, s34, v34
	scratch_store_b32 off, v17, off offset:288
	v_and_b32_e32 v17, 15, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v36, v[5:8]
	ds_store_b128 v36, v[1:4] offset:128
	v_or_b32_e32 v26, v18, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshl_or_b32 v41, v20, 5, v26
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v36, v[13:16] offset:8704
	ds_store_b128 v36, v[9:12] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_114
	v_lshlrev_b32_e32 v4, 1, v22
	v_lshlrev_b32_e32 v5, 2, v23
	v_or_b32_e32 v2, v35, v17
	v_lshlrev_b32_e32 v6, 3, v20
	v_lshl_or_b32 v42, v21, 6, v25
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x48
	s_load_b128 s[0:3], s[0:1], 0x78
	v_or_b32_e32 v1, v4, v5
	v_mul_u32_u24_e32 v3, 0x88, v2
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s34, 63
	s_ashr_i32 s25, s24, 31
	s_mul_i32 s6, s36, s38
	v_or3_b32 v7, v1, v6, v19
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v8, 24, v24
	v_lshlrev_b32_e32 v52, 1, v3
	s_ashr_i32 s11, s3, 31
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v3, 16, v7
	v_mul_u32_u24_e32 v11, 0x110, v7
	v_dual_mov_b32 v21, v1 :: v_dual_lshlrev_b32 v10, 2, v8
	s_mul_hi_i32 s7, s36, s38
	s_mul_i32 s33, s6, s25
	s_clause 0x1
	scratch_store_b32 off, v11, off offset:224
	scratch_store_b32 off, v42, off offset:388
	v_mul_u32_u24_e32 v11, 0x110, v3
	v_mad_u32_u24 v57, 0x90, v3, v10
	v_mul_u32_u24_e32 v3, 0x90, v27
	s_mul_hi_u32 s37, s6, s24
	s_lshr_b32 s11, s11, 27
	s_clause 0x2
	scratch_store_b32 off, v11, off offset:228
	scratch_store_b32 off, v41, off offset:392
	scratch_store_b32 off, v3, off offset:232
	v_mul_u32_u24_e32 v3, 0x90, v28
	s_mul_i32 s39, s7, s24
	s_add_i32 s33, s37, s33
	s_add_i32 s3, s3, s11
	s_mul_i32 s36, s6, s24
	scratch_store_b32 off, v3, off offset:236
	v_mul_u32_u24_e32 v3, 0x90, v29
	s_add_i32 s37, s33, s39
	s_and_not1_b32 s3, s3, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_min_i32 s33, s3, s24
	scratch_store_b32 off, v3, off offset:240
	v_mul_u32_u24_e32 v3, 0x90, v30
	s_ashr_i32 s42, s9, 31
	s_mov_b32 s43, s9
	s_ashr_i32 s44, s1, 31
	s_mul_hi_i32 s9, s38, s8
	scratch_store_b32 off, v3, off offset:244
	v_mul_u32_u24_e32 v3, 0x90, v31
	s_mul_i32 s8, s38, s8
	s_add_u32 s45, s14, s36
	s_addc_u32 s46, s15, s37
	s_lshl_b64 s[8:9], s[8:9], 1
	scratch_store_b32 off, v3, off offset:248
	v_mul_u32_u24_e32 v3, 0x90, v32
	s_mov_b32 s47, s1
	s_mul_hi_i32 s1, s38, s0
	s_mul_i32 s0, s38, s0
	s_add_u32 s48, s4, s8
	scratch_store_b32 off, v3, off offset:252
	v_mul_u32_u24_e32 v3, 0x90, v33
	s_addc_u32 s49, s5, s9
	s_lshl_b64 s[0:1], s[0:1], 1
	v_and_b32_e32 v0, 3, v0
	s_add_u32 s50, s12, s0
	scratch_store_b32 off, v3, off offset:256
	v_mul_u32_u24_e32 v3, 0x90, v34
	s_addc_u32 s51, s13, s1
	s_add_u32 s52, s16, s36
	s_addc_u32 s53, s17, s37
	s_cmp_lt_i32 s34, s33
	scratch_store_b32 off, v3, off offset:260
	v_mul_u32_u24_e32 v3, 0x50, v29
	s_cselect_b32 s54, -1, 0
	s_cmp_lt_i32 s3, s24
	s_mul_hi_i32 s37, s27, s35
	s_mul_i32 s36, s27, s35
	scratch_store_b32 off, v3, off offset:264
	v_mul_u32_u24_e32 v3, 0x50, v30
	s_cselect_b32 s55, -1, 0
	s_ashr_i32 s35, s34, 31
	v_dual_mov_b32 v13, v1 :: v_dual_lshlrev_b32 v0, 5, v0
	scratch_store_b32 off, v3, off offset:268
	v_mul_u32_u24_e32 v3, 0x50, v31
	s_lshl_b64 s[0:1], s[6:7], 2
	s_lshl_b64 s[4:5], s[36:37], 2
	s_lshl_b64 s[38:39], s[34:35], 2
	s_add_u32 s0, s0, s4
	scratch_store_b32 off, v3, off offset:272
	v_mul_u32_u24_e32 v3, 0x50, v32
	v_mul_u32_u24_e32 v74, 0x50, v2
	s_addc_u32 s1, s1, s5
	v_or_b32_e32 v9, 64, v41
	s_mul_i32 s1, s1, s24
	scratch_store_b32 off, v3, off offset:276
	v_mul_u32_u24_e32 v3, 0x50, v33
	v_mad_u32_u24 v51, 0x90, v7, v10
	v_mul_u32_u24_e32 v10, 0x50, v42
	v_mul_u32_u24_e32 v75, 0x50, v9
	v_dual_mov_b32 v20, v1 :: v_dual_lshlrev_b32 v53, 2, v26
	scratch_store_b32 off, v3, off offset:280
	v_mul_u32_u24_e32 v3, 0x50, v34
	v_dual_mov_b32 v23, v1 :: v_dual_lshlrev_b32 v54, 1, v26
	v_mul_u32_u24_e32 v255, 0x110, v26
	v_mul_u32_u24_e32 v55, 0x50, v27
	scratch_store_b32 off, v3, off offset:284
	v_mad_u64_u32 v[2:3], null, s0, s24, v[0:1]
	s_mul_i32 s0, s0, s25
	v_lshl_add_u32 v0, v7, 1, v10
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v35, v1
	v_add3_u32 v3, s0, s1, v3
	v_add_co_u32 v9, vcc_lo, s16, v2
	v_mul_u32_u24_e32 v56, 0x50, v28
	v_dual_mov_b32 v14, v1 :: v_dual_mov_b32 v25, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s17, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v3, null, s15, v3, vcc_lo
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v37, v1
	v_dual_mov_b32 v16, v1 :: v_dual_lshlrev_b32 v79, 1, v42
	scratch_store_b64 off, v[2:3], off offset:380
	v_add3_u32 v3, s34, v18, v17
	v_mov_b32_e32 v17, 0
	v_add_nc_u32_e32 v11, s34, v6
	v_add_nc_u32_e32 v6, s33, v6
	v_add_nc_u32_e32 v2, s34, v8
	v_mov_b32_e32 v18, v1
	scratch_store_b32 off, v3, off offset:332
	v_add_nc_u32_e32 v7, v11, v5
	v_add_nc_u32_e32 v5, v6, v5
	s_clause 0x1
	scratch_store_b32 off, v2, off offset:328
	scratch_store_b64 off, v[9:10], off offset:372
	v_mov_b32_e32 v10, v1
	v_add3_u32 v7, v7, v4, v19
	v_add3_u32 v4, v5, v4, v19
	v_mov_b32_e32 v19, v1
	ds_load_b128 v[47:50], v52 offset:8944
	ds_load_b128 v[43:46], v52 offset:8928
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	scratch_store_b128 off, v[43:46], off
	scratch_store_b128 off, v[47:50], off offset:16
	ds_load_b128 v[47:50], v52 offset:8912
	ds_load_b128 v[43:46], v52 offset:8896
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	scratch_store_b128 off, v[43:46], off offset:32
	scratch_store_b128 off, v[47:50], off offset:48
	ds_load_b128 v[47:50], v52 offset:8880
	ds_load_b128 v[43:46], v52 offset:8864
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	scratch_store_b128 off, v[43:46], off offset:64
	scratch_store_b128 off, v[47:50], off offset:80
	ds_load_b128 v[47:50], v52 offset:8848
	ds_load_b128 v[43:46], v52 offset:8832
	v_add_nc_u32_e32 v6, 16, v7
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	scratch_store_b128 off, v[43:46], off offset:96
	scratch_store_b128 off, v[47:50], off offset:112
	ds_load_b128 v[47:50], v52 offset:8816
	ds_load_b128 v[43:46], v52 offset:8800
	v_mul_lo_u32 v3, s2, v6
	v_add_nc_u32_e32 v2, 16, v4
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	scratch_store_b128 off, v[43:46], off offset:128
	scratch_store_b128 off, v[47:50], off offset:144
	scratch_store_b32 off, v3, off offset:336
	v_mul_lo_u32 v3, s10, v6
	ds_load_b128 v[47:50], v52 offset:8784
	ds_load_b128 v[43:46], v52 offset:8768
	v_mov_b32_e32 v12, v1
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	scratch_store_b128 off, v[43:46], off offset:160
	scratch_store_b128 off, v[47:50], off offset:176
	scratch_store_b32 off, v3, off offset:340
	v_add_nc_u32_e32 v3, s33, v8
	ds_load_b128 v[43:46], v52 offset:8704
	ds_load_b128 v[47:50], v52 offset:8720
	ds_load_b128 v[66:69], v52 offset:8736
	ds_load_b128 v[70:73], v52 offset:8752
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v11, v1
	scratch_store_b32 off, v3, off offset:344
	v_mul_lo_u32 v3, s10, v2
	v_mul_lo_u32 v2, s2, v2
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v36, v1
	v_mov_b32_e32 v38, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v26, v1
	s_clause 0x1
	scratch_store_b32 off, v3, off offset:348
	scratch_store_b32 off, v2, off offset:352
	v_mul_lo_u32 v2, s2, v7
	s_clause 0x1
	scratch_store_b32 off, v2, off offset:356
	scratch_store_b32 off, v7, off offset:320
	v_mul_lo_u32 v2, s10, v7
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v30, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v32, v1
	v_mul_f32_e64 v77, 0x3fb8aa3b, s23
	scratch_store_b32 off, v2, off offset:360
	v_mul_lo_u32 v2, s2, v4
	s_clause 0x1
	scratch_store_b32 off, v2, off offset:364
	scratch_store_b32 off, v4, off offset:324
	v_mul_lo_u32 v2, s10, v4
	v_mul_u32_u24_e32 v80, 0x50, v41
	s_lshl_b64 s[40:41], s[24:25], 2
	s_lshl_b32 s17, s2, 5
	s_lshl_b32 s35, s10, 5
	s_mov_b32 s56, 0
	s_waitcnt lgkmcnt(3)
	scratch_store_b128 off, v[43:46], off offset:192
	s_waitcnt lgkmcnt(2)
	s_clause 0x1
	scratch_store_b128 off, v[47:50], off offset:208
	scratch_store_b32 off, v2, off offset:368
	s_branch .LBB0_11
.LBB0_10:
	scratch_load_b64 v[2:3], off, off offset:372
	s_add_i32 s56, s56, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s56, s27
	s_waitcnt vmcnt(0)
	v_add_co_u32 v2, vcc_lo, v2, s40
	v_add_co_ci_u32_e64 v3, null, s41, v3, vcc_lo
	scratch_store_b64 off, v[2:3], off offset:372
	scratch_load_b64 v[2:3], off, off offset:380
	s_waitcnt vmcnt(0)
	v_add_co_u32 v2, vcc_lo, v2, s40
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s41, v3, vcc_lo
	scratch_store_b64 off, v[2:3], off offset:380
	s_cbranch_scc0 .LBB0_113
.LBB0_11:
	scratch_load_b32 v2, off, off offset:388
	s_add_u32 s2, s36, s56
	s_addc_u32 s3, s37, 0
	s_mul_i32 s0, s2, s42
	s_mul_hi_u32 s1, s2, s43
	s_mul_i32 s4, s3, s43
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s2, s43
	s_add_i32 s1, s1, s4
	s_mul_i32 s4, s2, s44
	s_lshl_b64 s[0:1], s[0:1], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s61, s48, s0
	s_mul_hi_u32 s0, s2, s47
	s_addc_u32 s62, s49, s1
	s_add_i32 s0, s0, s4
	s_mul_i32 s1, s3, s47
	s_mul_hi_u32 s4, s2, s24
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s2, s47
	s_mul_i32 s3, s3, s24
	s_lshl_b64 s[0:1], s[0:1], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s63, s50, s0
	s_mul_i32 s0, s2, s25
	s_addc_u32 s64, s51, s1
	s_add_i32 s0, s4, s0
	s_add_i32 s1, s0, s3
	s_mul_i32 s0, s2, s24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s57, s45, s0
	s_addc_u32 s58, s46, s1
	s_add_u32 s59, s52, s0
	s_addc_u32 s60, s53, s1
	s_and_not1_b32 vcc_lo, exec_lo, s54
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v47, 1, v2
	s_cbranch_vccnz .LBB0_62
	s_clause 0x1
	scratch_load_b64 v[245:246], off, off offset:380
	scratch_load_b64 v[247:248], off, off offset:372
	v_add_co_u32 v48, s0, s61, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v49, null, s62, 0, s0
	v_add_co_u32 v50, s0, s63, v47
	v_add_co_ci_u32_e64 v76, null, s64, 0, s0
	s_mov_b32 s65, 0
	s_mov_b32 s66, 0
	s_mov_b32 s67, 0
	s_branch .LBB0_14
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off offset:192
	scratch_load_b128 v[62:65], off, off offset:208
	v_wmma_f32_16x16x16_f16 v[17:24], v[129:136], v[145:152], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[129:136], v[177:184], v[9:16]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_wmma_f32_16x16x16_f16 v[17:24], v[105:112], v[113:120], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[105:112], v[121:128], v[9:16]
	v_mov_b32_e32 v105, v8
	v_dual_mov_b32 v103, v6 :: v_dual_mov_b32 v102, v5
	v_dual_mov_b32 v104, v7 :: v_dual_mov_b32 v101, v4
	v_dual_mov_b32 v100, v3 :: v_dual_mov_b32 v99, v2
	v_mov_b32_e32 v98, v1
	v_add_co_u32 v247, vcc_lo, 0x80, v247
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v248, null, 0, v248, vcc_lo
	v_add_co_u32 v245, vcc_lo, 0x80, v245
	s_add_i32 s67, s67, 32
	v_add_co_ci_u32_e64 v246, null, 0, v246, vcc_lo
	s_add_i32 s0, s34, s67
	s_add_i32 s66, s66, s17
	s_add_i32 s65, s65, s35
	s_cmp_ge_i32 s0, s33
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[137:144], v[98:105]
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off offset:160
	scratch_load_b128 v[62:65], off, off offset:176
	v_wmma_f32_16x16x16_f16 v[98:105], v[66:73], v[153:160], v[98:105]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[161:168], v[98:105]
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off offset:128
	scratch_load_b128 v[62:65], off, off offset:144
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[169:176], v[98:105]
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off offset:96
	scratch_load_b128 v[62:65], off, off offset:112
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[185:192], v[98:105]
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off offset:64
	scratch_load_b128 v[62:65], off, off offset:80
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[193:200], v[98:105]
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off offset:32
	scratch_load_b128 v[62:65], off, off offset:48
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[201:208], v[98:105]
	s_clause 0x1
	scratch_load_b128 v[58:61], off, off
	scratch_load_b128 v[62:65], off, off offset:16
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[98:105], v[58:65], v[209:216], v[98:105]
	s_waitcnt lgkmcnt(6)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v2, v98, v41 :: v_dual_sub_f32 v3, v99, v42
	s_waitcnt lgkmcnt(4)
	v_dual_sub_f32 v4, v100, v43 :: v_dual_sub_f32 v5, v101, v44
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v6, v102, v45
	v_fma_mixlo_f16 v2, v78, v2, 0
	s_waitcnt lgkmcnt(1)
	v_dual_sub_f32 v7, v103, v46 :: v_dual_sub_f32 v8, v104, v96
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v41, v105, v97
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v81, v2 offset:8704
	v_fma_mixlo_f16 v2, v82, v3, 0
	ds_store_b16 v83, v2 offset:8704
	v_fma_mixlo_f16 v2, v84, v4, 0
	ds_store_b16 v85, v2 offset:8704
	v_fma_mixlo_f16 v2, v86, v5, 0
	ds_store_b16 v87, v2 offset:8704
	v_fma_mixlo_f16 v2, v88, v6, 0
	ds_store_b16 v89, v2 offset:8704
	v_fma_mixlo_f16 v2, v90, v7, 0
	ds_store_b16 v91, v2 offset:8704
	v_fma_mixlo_f16 v2, v92, v8, 0
	ds_store_b16 v93, v2 offset:8704
	v_fma_mixlo_f16 v2, v94, v41, 0
	ds_store_b16 v95, v2 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[81:84], v74 offset:8704
	ds_load_b128 v[85:88], v74 offset:8720
	ds_load_b128 v[89:92], v74 offset:8736
	ds_load_b128 v[93:96], v74 offset:8752
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v0, v223 offset:9024
	ds_store_b16_d16_hi v0, v223 offset:9104
	ds_store_b16 v0, v224 offset:9184
	ds_store_b16_d16_hi v0, v224 offset:9264
	ds_store_b16 v0, v221 offset:8704
	ds_store_b16_d16_hi v0, v221 offset:8784
	ds_store_b16 v0, v222 offset:8864
	ds_store_b16_d16_hi v0, v222 offset:8944
	ds_store_b16 v0, v217 offset:8736
	ds_store_b16_d16_hi v0, v217 offset:8816
	ds_store_b16 v0, v218 offset:8896
	ds_store_b16_d16_hi v0, v218 offset:8976
	ds_store_b16 v0, v219 offset:9056
	ds_store_b16_d16_hi v0, v219 offset:9136
	ds_store_b16 v0, v220 offset:9216
	ds_store_b16_d16_hi v0, v220 offset:9296
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[97:100], v80 offset:8704
	ds_load_b128 v[101:104], v80 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[81:88], v[97:104], v[33:40]
	ds_load_b128 v[97:100], v75 offset:8704
	ds_load_b128 v[101:104], v75 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[81:88], v[97:104], v[25:32]
	ds_load_b128 v[81:84], v80 offset:8736
	ds_load_b128 v[85:88], v80 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[89:96], v[81:88], v[33:40]
	ds_load_b128 v[81:84], v75 offset:8736
	ds_load_b128 v[85:88], v75 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[89:96], v[81:88], v[25:32]
	s_cbranch_scc1 .LBB0_62
.LBB0_14:
	scratch_load_b32 v2, off, off offset:360
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v110, 0
	v_mov_b32_e32 v105, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, s65, v2
	scratch_load_b32 v2, off, off offset:320
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	v_add_co_u32 v249, s0, v48, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v250, null, v49, v4, s0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s67, v2
	v_cmp_gt_i32_e32 vcc_lo, s24, v2
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_16
	global_load_b128 v[109:112], v[249:250], off
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v3, off, off offset:340
	v_dual_mov_b32 v108, 0 :: v_dual_add_nc_u32 v5, 16, v2
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v106, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s24, v5
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, s65, v3
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[3:4]
	v_add_co_u32 v251, s1, v48, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v252, null, v49, v3, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
	global_load_b128 v[105:108], v[251:252], off
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	scratch_load_b32 v2, off, off offset:328
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v41, s67, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s24, v41
	v_ashrrev_i32_e32 v42, 31, v41
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[41:42]
	v_add_co_u32 v4, s2, s57, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s58, v5, s2
	global_load_b32 v2, v[4:5], off
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v4, 1, v41
	v_add_co_u32 v6, s2, v245, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s39, v246, s2
	v_cmp_gt_i32_e64 s2, s24, v4
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_22
	global_load_b32 v3, v[6:7], off offset:4
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, 2, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s24, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_24
	global_load_b32 v4, v[6:7], off offset:8
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v8, 3, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s24, v8
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_26
	global_load_b32 v5, v[6:7], off offset:12
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v233, 0 :: v_dual_add_nc_u32 v8, 4, v41
	v_mov_b32_e32 v234, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s5, s24, v8
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_28
	global_load_b32 v233, v[6:7], off offset:16
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v8, 5, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s24, v8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_30
	global_load_b32 v234, v[6:7], off offset:20
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v235, 0 :: v_dual_add_nc_u32 v8, 6, v41
	v_mov_b32_e32 v236, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s7, s24, v8
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_32
	global_load_b32 v235, v[6:7], off offset:24
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v8, 7, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s8, s24, v8
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_34
	global_load_b32 v236, v[6:7], off offset:28
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s9
	scratch_load_b32 v6, off, off offset:224
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v237, 0 :: v_dual_add_nc_u32 v96, v79, v6
	scratch_load_b32 v6, off, off offset:228
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v241, v79, v6
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v96, v[109:112] offset:8704
	ds_store_b128 v241, v[105:108] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[209:212], v255 offset:8704
	ds_load_b128 v[213:216], v255 offset:8720
	ds_load_b128 v[193:196], v255 offset:8736
	ds_load_b128 v[197:200], v255 offset:8752
	ds_load_b128 v[177:180], v255 offset:8768
	ds_load_b128 v[181:184], v255 offset:8784
	ds_load_b128 v[161:164], v255 offset:8800
	ds_load_b128 v[165:168], v255 offset:8816
	ds_load_b128 v[145:148], v255 offset:8832
	ds_load_b128 v[149:152], v255 offset:8848
	ds_load_b128 v[129:132], v255 offset:8864
	ds_load_b128 v[133:136], v255 offset:8880
	ds_load_b128 v[113:116], v255 offset:8896
	ds_load_b128 v[117:120], v255 offset:8912
	ds_load_b128 v[105:108], v255 offset:8928
	ds_load_b128 v[109:112], v255 offset:8944
	ds_load_b128 v[225:228], v52
	ds_load_b128 v[229:232], v52 offset:16
	ds_load_b128 v[217:220], v52 offset:32
	ds_load_b128 v[221:224], v52 offset:48
	ds_load_b128 v[201:204], v52 offset:64
	ds_load_b128 v[205:208], v52 offset:80
	ds_load_b128 v[185:188], v52 offset:96
	ds_load_b128 v[189:192], v52 offset:112
	ds_load_b128 v[169:172], v52 offset:128
	ds_load_b128 v[173:176], v52 offset:144
	ds_load_b128 v[153:156], v52 offset:160
	ds_load_b128 v[157:160], v52 offset:176
	ds_load_b128 v[137:140], v52 offset:192
	ds_load_b128 v[141:144], v52 offset:208
	ds_load_b128 v[121:124], v52 offset:224
	ds_load_b128 v[125:128], v52 offset:240
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v51, v[2:5] offset:8704
	ds_store_b128 v51, v[233:236] offset:8720
	ds_store_b128 v57, v[2:5] offset:8704
	ds_store_b128 v57, v[233:236] offset:8720
	scratch_load_b32 v2, off, off offset:356
	v_mov_b32_e32 v235, 0
	v_dual_mov_b32 v233, 0 :: v_dual_mov_b32 v234, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s66, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v43, s9, v50, v2
	v_add_co_ci_u32_e64 v44, null, v76, v3, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v2, off, off offset:232
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v236, 0 :: v_dual_add_nc_u32 v97, v53, v2
	scratch_load_b32 v2, off, off offset:236
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v98, v53, v2
	scratch_load_b32 v2, off, off offset:240
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v99, v53, v2
	scratch_load_b32 v2, off, off offset:244
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v100, v53, v2
	scratch_load_b32 v2, off, off offset:248
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v101, v53, v2
	scratch_load_b32 v2, off, off offset:252
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v102, v53, v2
	scratch_load_b32 v2, off, off offset:256
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v103, v53, v2
	scratch_load_b32 v2, off, off offset:260
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v104, v53, v2
	ds_load_b32 v78, v97 offset:8704
	ds_load_b32 v81, v98 offset:8704
	ds_load_b32 v82, v99 offset:8704
	ds_load_b32 v83, v100 offset:8704
	ds_load_b32 v84, v101 offset:8704
	ds_load_b32 v85, v102 offset:8704
	ds_load_b32 v86, v103 offset:8704
	ds_load_b32 v87, v104 offset:8704
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_36
	global_load_b128 v[233:236], v[43:44], off
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s9
	scratch_load_b32 v2, off, off offset:336
	v_mov_b32_e32 v238, 0
	v_dual_mov_b32 v240, 0 :: v_dual_mov_b32 v239, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s66, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v45, s9, v50, v2
	v_add_co_ci_u32_e64 v46, null, v76, v3, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_38
	global_load_b128 v[237:240], v[45:46], off
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v95, v8
	v_dual_mov_b32 v91, v4 :: v_dual_mov_b32 v90, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v93, v6 :: v_dual_mov_b32 v92, v5
	v_dual_mov_b32 v94, v7 :: v_dual_mov_b32 v89, v2
	v_mov_b32_e32 v88, v1
	scratch_load_b32 v60, off, off offset:316
	v_wmma_f32_16x16x16_f16 v[88:95], v[225:232], v[209:216], v[88:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[88:95], v[217:224], v[193:200], v[88:95]
	v_wmma_f32_16x16x16_f16 v[88:95], v[201:208], v[177:184], v[88:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[88:95], v[185:192], v[161:168], v[88:95]
	v_wmma_f32_16x16x16_f16 v[88:95], v[169:176], v[145:152], v[88:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[88:95], v[153:160], v[129:136], v[88:95]
	v_wmma_f32_16x16x16_f16 v[88:95], v[137:144], v[113:120], v[88:95]
	v_mov_b32_e32 v137, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[88:95], v[121:128], v[105:112], v[88:95]
	v_mul_f32_e32 v2, v77, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v8, v77, v94
	v_mul_f32_e32 v3, v77, v89
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v77, v90
	s_waitcnt lgkmcnt(7)
	v_dual_mul_f32 v5, v77, v91 :: v_dual_sub_f32 v2, v2, v78
	s_waitcnt lgkmcnt(1)
	v_dual_sub_f32 v8, v8, v86 :: v_dual_sub_f32 v3, v3, v81
	v_dual_sub_f32 v4, v4, v82 :: v_dual_sub_f32 v5, v5, v83
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v2
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v3
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v4
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v5
	v_cndmask_b32_e64 v59, 1.0, 0.5, s9
	v_add_nc_u32_e32 v83, v54, v56
	v_add_nc_u32_e32 v81, v54, v55
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v2, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s10
	v_exp_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v6, v77, v92 :: v_dual_mul_f32 v3, v3, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s11
	v_sub_f32_e32 v6, v6, v84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v3, v3
	v_mul_f32_e32 v4, v4, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v6
	v_exp_f32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, v5, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v5, v5
	v_mul_f32_e32 v6, v6, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v6, v6
	v_mul_f32_e32 v58, v77, v95
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v7, v77, v93 :: v_dual_sub_f32 v58, v58, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v85
	v_cmp_gt_f32_e64 s16, 0xc2fc0000, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v7
	v_cndmask_b32_e64 v59, 1.0, 0.5, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, v7, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s15
	v_exp_f32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v8, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s16
	v_exp_f32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v58, v58, v59
	v_mul_f32_e32 v59, v2, v2
	v_exp_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v59, s9
	v_mul_f32_e32 v59, v3, v3
	v_cndmask_b32_e64 v3, v3, v59, s10
	v_mul_f32_e32 v59, v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v4, v4, v59, s11
	v_mul_f32_e32 v59, v5, v5
	v_cndmask_b32_e64 v5, v5, v59, s12
	v_mul_f32_e32 v59, v6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v6, v59, s13
	v_mul_f32_e32 v59, v7, v7
	v_cndmask_b32_e64 v7, v7, v59, s14
	v_mul_f32_e32 v59, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v8, v8, v59, s15
	v_mul_f32_e32 v59, v58, v58
	v_cndmask_b32_e64 v58, v58, v59, s16
	scratch_load_b32 v59, off, off offset:332
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v59, s67, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_i32_e64 s9, v59, v60
	v_cndmask_b32_e64 v78, 0, v2, s9
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f16_f32_e32 v2.l, v78
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v81, v2 offset:8704
	scratch_load_b32 v2, off, off offset:312
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s9, v59, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v82, 0, v3, s9
	scratch_load_b32 v3, off, off offset:268
	v_cvt_f16_f32_e32 v2.l, v82
	ds_store_b16 v83, v2 offset:8704
	scratch_load_b32 v2, off, off offset:308
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v87, v54, v3
	scratch_load_b32 v3, off, off offset:272
	s_waitcnt vmcnt(1)
	v_cmp_ge_i32_e64 s9, v59, v2
	scratch_load_b32 v2, off, off offset:264
	v_cndmask_b32_e64 v84, 0, v4, s9
	s_waitcnt vmcnt(1)
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v89, v54, v3
	scratch_load_b32 v3, off, off offset:276
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v85, v54, v2
	v_cvt_f16_f32_e32 v2.l, v84
	ds_store_b16 v85, v2 offset:8704
	scratch_load_b32 v2, off, off offset:304
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v91, v54, v3
	scratch_load_b32 v3, off, off offset:280
	s_waitcnt vmcnt(1)
	v_cmp_ge_i32_e64 s9, v59, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v86, 0, v5, s9
	v_mov_b32_e32 v5, 0
	v_cvt_f16_f32_e32 v2.l, v86
	ds_store_b16 v87, v2 offset:8704
	scratch_load_b32 v2, off, off offset:300
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v93, v54, v3
	scratch_load_b32 v3, off, off offset:284
	s_waitcnt vmcnt(1)
	v_cmp_ge_i32_e64 s9, v59, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v88, 0, v6, s9
	v_cvt_f16_f32_e32 v2.l, v88
	ds_store_b16 v89, v2 offset:8704
	scratch_load_b32 v2, off, off offset:296
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v95, v54, v3
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s9, v59, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v90, 0, v7, s9
	v_cvt_f16_f32_e32 v2.l, v90
	ds_store_b16 v91, v2 offset:8704
	scratch_load_b32 v2, off, off offset:292
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s9, v59, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v92, 0, v8, s9
	v_cvt_f16_f32_e32 v2.l, v92
	ds_store_b16 v93, v2 offset:8704
	scratch_load_b32 v2, off, off offset:288
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s9, v59, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v94, 0, v58, s9
	v_cvt_f16_f32_e32 v2.l, v94
	ds_store_b16 v95, v2 offset:8704
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[129:132], v74 offset:8704
	ds_load_b128 v[133:136], v74 offset:8720
	ds_load_b128 v[105:108], v74 offset:8736
	ds_load_b128 v[109:112], v74 offset:8752
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v0, v235 offset:9024
	ds_store_b16_d16_hi v0, v235 offset:9104
	ds_store_b16 v0, v236 offset:9184
	ds_store_b16_d16_hi v0, v236 offset:9264
	ds_store_b16 v0, v233 offset:8704
	ds_store_b16_d16_hi v0, v233 offset:8784
	ds_store_b16 v0, v234 offset:8864
	ds_store_b16_d16_hi v0, v234 offset:8944
	ds_store_b16 v0, v237 offset:8736
	ds_store_b16_d16_hi v0, v237 offset:8816
	ds_store_b16 v0, v238 offset:8896
	ds_store_b16_d16_hi v0, v238 offset:8976
	ds_store_b16 v0, v239 offset:9056
	ds_store_b16_d16_hi v0, v239 offset:9136
	ds_store_b16 v0, v240 offset:9216
	ds_store_b16_d16_hi v0, v240 offset:9296
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[145:148], v80 offset:8704
	ds_load_b128 v[149:152], v80 offset:8720
	ds_load_b128 v[113:116], v80 offset:8736
	ds_load_b128 v[117:120], v80 offset:8752
	ds_load_b128 v[177:180], v75 offset:8704
	ds_load_b128 v[181:184], v75 offset:8720
	ds_load_b128 v[121:124], v75 offset:8736
	ds_load_b128 v[125:128], v75 offset:8752
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_40
	global_load_b128 v[2:5], v[43:44], off
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v138, 0 :: v_dual_mov_b32 v139, 0
	v_mov_b32_e32 v140, 0
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_42
	global_load_b128 v[137:140], v[45:46], off
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v218, 0 :: v_dual_mov_b32 v217, 0
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_44
	v_lshlrev_b64 v[6:7], 2, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s1, s59, v6
	v_add_co_ci_u32_e64 v7, null, s60, v7, s1
	global_load_b32 v217, v[6:7], off
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s9
	v_add_co_u32 v6, s1, v247, s38
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s39, v248, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_46
	global_load_b32 v218, v[6:7], off offset:4
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v220, 0 :: v_dual_mov_b32 v219, 0
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_48
	global_load_b32 v219, v[6:7], off offset:8
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_50
	global_load_b32 v220, v[6:7], off offset:12
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v222, 0 :: v_dual_mov_b32 v221, 0
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_52
	global_load_b32 v221, v[6:7], off offset:16
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB0_54
	global_load_b32 v222, v[6:7], off offset:20
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v224, 0 :: v_dual_mov_b32 v223, 0
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB0_56
	global_load_b32 v223, v[6:7], off offset:24
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB0_58
	global_load_b32 v224, v[6:7], off offset:28
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v96, v[2:5] offset:8704
	ds_store_b128 v241, v[137:140] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[137:140], v255 offset:8704
	ds_load_b128 v[141:144], v255 offset:8720
	ds_load_b128 v[153:156], v255 offset:8736
	ds_load_b128 v[157:160], v255 offset:8752
	ds_load_b128 v[161:164], v255 offset:8768
	ds_load_b128 v[165:168], v255 offset:8784
	ds_load_b128 v[169:172], v255 offset:8800
	ds_load_b128 v[173:176], v255 offset:8816
	ds_load_b128 v[185:188], v255 offset:8832
	ds_load_b128 v[189:192], v255 offset:8848
	ds_load_b128 v[193:196], v255 offset:8864
	ds_load_b128 v[197:200], v255 offset:8880
	ds_load_b128 v[201:204], v255 offset:8896
	ds_load_b128 v[205:208], v255 offset:8912
	ds_load_b128 v[209:212], v255 offset:8928
	ds_load_b128 v[213:216], v255 offset:8944
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v51, v[217:220] offset:8704
	ds_store_b128 v51, v[221:224] offset:8720
	ds_store_b128 v57, v[217:220] offset:8704
	ds_store_b128 v57, v[221:224] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v41, v97 offset:8704
	ds_load_b32 v42, v98 offset:8704
	ds_load_b32 v43, v99 offset:8704
	ds_load_b32 v44, v100 offset:8704
	ds_load_b32 v45, v101 offset:8704
	ds_load_b32 v46, v102 offset:8704
	ds_load_b32 v96, v103 offset:8704
	ds_load_b32 v97, v104 offset:8704
	v_dual_mov_b32 v221, 0 :: v_dual_mov_b32 v222, 0
	v_dual_mov_b32 v223, 0 :: v_dual_mov_b32 v224, 0
	v_mov_b32_e32 v217, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_60
	global_load_b128 v[221:224], v[249:250], off
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v218, 0 :: v_dual_mov_b32 v219, 0
	v_mov_b32_e32 v220, 0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_13
	global_load_b128 v[217:220], v[251:252], off
	s_branch .LBB0_13
.LBB0_62:
	s_and_not1_b32 vcc_lo, exec_lo, s55
	s_cbranch_vccnz .LBB0_10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v78, s0, s61, v47
	v_add_co_ci_u32_e64 v76, null, s62, 0, s0
	v_add_co_u32 v81, s0, s63, v47
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v82, null, s64, 0, s0
	s_mov_b32 s61, 0
	s_mov_b32 s62, 0
	s_mov_b32 s63, 0
	s_branch .LBB0_65
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s1
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off offset:192
	scratch_load_b128 v[97:100], off, off offset:208
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v65, v8
	v_dual_mov_b32 v61, v4 :: v_dual_mov_b32 v60, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v63, v6 :: v_dual_mov_b32 v62, v5
	v_dual_mov_b32 v64, v7 :: v_dual_mov_b32 v59, v2
	v_mov_b32_e32 v58, v1
	v_wmma_f32_16x16x16_f16 v[17:24], v[129:136], v[137:144], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[129:136], v[145:152], v[9:16]
	s_add_i32 s63, s63, 32
	s_add_i32 s62, s62, s35
	s_add_i32 s0, s33, s63
	v_wmma_f32_16x16x16_f16 v[17:24], v[105:112], v[113:120], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[105:112], v[121:128], v[9:16]
	s_add_i32 s61, s61, s17
	s_cmp_lt_i32 s0, s24
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[153:160], v[58:65]
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off offset:160
	scratch_load_b128 v[97:100], off, off offset:176
	v_wmma_f32_16x16x16_f16 v[58:65], v[66:73], v[161:168], v[58:65]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[169:176], v[58:65]
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off offset:128
	scratch_load_b128 v[97:100], off, off offset:144
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[177:184], v[58:65]
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off offset:96
	scratch_load_b128 v[97:100], off, off offset:112
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[185:192], v[58:65]
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off offset:64
	scratch_load_b128 v[97:100], off, off offset:80
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[193:200], v[58:65]
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off offset:32
	scratch_load_b128 v[97:100], off, off offset:48
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[201:208], v[58:65]
	s_clause 0x1
	scratch_load_b128 v[93:96], off, off
	scratch_load_b128 v[97:100], off, off offset:16
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[58:65], v[93:100], v[209:216], v[58:65]
	s_waitcnt lgkmcnt(6)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v2, v58, v41 :: v_dual_sub_f32 v3, v59, v42
	s_waitcnt lgkmcnt(4)
	v_dual_sub_f32 v4, v60, v43 :: v_dual_sub_f32 v5, v61, v44
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v8, v64, v47
	v_fma_mixlo_f16 v2, v230, v2, 0
	v_dual_sub_f32 v6, v62, v45 :: v_dual_sub_f32 v7, v63, v46
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v41, v65, v48
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v83, v2 offset:8704
	v_fma_mixlo_f16 v2, v87, v3, 0
	ds_store_b16 v84, v2 offset:8704
	v_fma_mixlo_f16 v2, v88, v4, 0
	ds_store_b16 v231, v2 offset:8704
	v_fma_mixlo_f16 v2, v225, v5, 0
	ds_store_b16 v232, v2 offset:8704
	v_fma_mixlo_f16 v2, v226, v6, 0
	ds_store_b16 v89, v2 offset:8704
	v_fma_mixlo_f16 v2, v227, v7, 0
	ds_store_b16 v90, v2 offset:8704
	v_fma_mixlo_f16 v2, v228, v8, 0
	ds_store_b16 v91, v2 offset:8704
	v_fma_mixlo_f16 v2, v229, v41, 0
	ds_store_b16 v92, v2 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[41:44], v74 offset:8704
	ds_load_b128 v[45:48], v74 offset:8720
	ds_load_b128 v[58:61], v74 offset:8736
	ds_load_b128 v[62:65], v74 offset:8752
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v0, v223 offset:9024
	ds_store_b16_d16_hi v0, v223 offset:9104
	ds_store_b16 v0, v224 offset:9184
	ds_store_b16_d16_hi v0, v224 offset:9264
	ds_store_b16 v0, v221 offset:8704
	ds_store_b16_d16_hi v0, v221 offset:8784
	ds_store_b16 v0, v222 offset:8864
	ds_store_b16_d16_hi v0, v222 offset:8944
	ds_store_b16 v0, v217 offset:8736
	ds_store_b16_d16_hi v0, v217 offset:8816
	ds_store_b16 v0, v218 offset:8896
	ds_store_b16_d16_hi v0, v218 offset:8976
	ds_store_b16 v0, v219 offset:9056
	ds_store_b16_d16_hi v0, v219 offset:9136
	ds_store_b16 v0, v220 offset:9216
	ds_store_b16_d16_hi v0, v220 offset:9296
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[83:86], v80 offset:8704
	ds_load_b128 v[87:90], v80 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[41:48], v[83:90], v[33:40]
	ds_load_b128 v[83:86], v75 offset:8704
	ds_load_b128 v[87:90], v75 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[83:90], v[25:32]
	ds_load_b128 v[41:44], v80 offset:8736
	ds_load_b128 v[45:48], v80 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[33:40], v[58:65], v[41:48], v[33:40]
	ds_load_b128 v[41:44], v75 offset:8736
	ds_load_b128 v[45:48], v75 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[25:32], v[58:65], v[41:48], v[25:32]
	s_cbranch_scc0 .LBB0_10
.LBB0_65:
	scratch_load_b32 v2, off, off offset:368
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v110, 0
	v_mov_b32_e32 v105, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, s62, v2
	scratch_load_b32 v2, off, off offset:324
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	v_add_co_u32 v245, s0, v78, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v246, null, v76, v4, s0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s63, v2
	v_cmp_gt_i32_e32 vcc_lo, s24, v2
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_67
	global_load_b128 v[109:112], v[245:246], off
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v3, off, off offset:348
	v_dual_mov_b32 v108, 0 :: v_dual_add_nc_u32 v5, 16, v2
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v106, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s24, v5
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, s62, v3
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 1, v[3:4]
	v_add_co_u32 v247, s1, v78, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v248, null, v76, v3, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_69
	global_load_b128 v[105:108], v[247:248], off
.LBB0_69:
	s_or_b32 exec_lo, exec_lo, s1
	scratch_load_b32 v2, off, off offset:344
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v249, s63, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s24, v249
	v_ashrrev_i32_e32 v250, 31, v249
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[249:250]
	v_add_co_u32 v4, s2, s57, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s58, v5, s2
	global_load_b32 v2, v[4:5], off
.LBB0_71:
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v4, 1, v249
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i32_e64 s2, s24, v4
	v_lshlrev_b64 v[251:252], 2, v[4:5]
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s3, s57, v251
	v_add_co_ci_u32_e64 v4, null, s58, v252, s3
	global_load_b32 v3, v[3:4], off
.LBB0_73:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v6, 2, v249
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s3, s24, v6
	v_lshlrev_b64 v[253:254], 2, v[6:7]
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s4, s57, v253
	v_add_co_ci_u32_e64 v7, null, s58, v254, s4
	global_load_b32 v4, v[6:7], off
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v6, 3, v249
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s4, s24, v6
	v_lshlrev_b64 v[241:242], 2, v[6:7]
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s5, s57, v241
	v_add_co_ci_u32_e64 v6, null, s58, v242, s5
	global_load_b32 v5, v[5:6], off
.LBB0_77:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v233, 0 :: v_dual_add_nc_u32 v6, 4, v249
	v_mov_b32_e32 v234, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s5, s24, v6
	v_lshlrev_b64 v[243:244], 2, v[6:7]
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s6, s57, v243
	v_add_co_ci_u32_e64 v7, null, s58, v244, s6
	global_load_b32 v233, v[6:7], off
.LBB0_79:
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v6, 5, v249
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s6, s24, v6
	v_lshlrev_b64 v[41:42], 2, v[6:7]
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB0_81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s7, s57, v41
	v_add_co_ci_u32_e64 v7, null, s58, v42, s7
	global_load_b32 v234, v[6:7], off
.LBB0_81:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v235, 0 :: v_dual_add_nc_u32 v6, 6, v249
	v_mov_b32_e32 v236, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s7, s24, v6
	v_lshlrev_b64 v[43:44], 2, v[6:7]
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s8, s57, v43
	v_add_co_ci_u32_e64 v7, null, s58, v44, s8
	global_load_b32 v235, v[6:7], off
.LBB0_83:
	s_or_b32 exec_lo, exec_lo, s9
	v_add_nc_u32_e32 v6, 7, v249
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s8, s24, v6
	v_lshlrev_b64 v[45:46], 2, v[6:7]
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB0_85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s9, s57, v45
	v_add_co_ci_u32_e64 v7, null, s58, v46, s9
	global_load_b32 v236, v[6:7], off
.LBB0_85:
	s_or_b32 exec_lo, exec_lo, s10
	scratch_load_b32 v6, off, off offset:224
	v_mov_b32_e32 v237, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v85, v79, v6
	scratch_load_b32 v6, off, off offset:228
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v86, v79, v6
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v85, v[109:112] offset:8704
	ds_store_b128 v86, v[105:108] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[209:212], v255 offset:8704
	ds_load_b128 v[213:216], v255 offset:8720
	ds_load_b128 v[193:196], v255 offset:8736
	ds_load_b128 v[197:200], v255 offset:8752
	ds_load_b128 v[177:180], v255 offset:8768
	ds_load_b128 v[181:184], v255 offset:8784
	ds_load_b128 v[161:164], v255 offset:8800
	ds_load_b128 v[165:168], v255 offset:8816
	ds_load_b128 v[145:148], v255 offset:8832
	ds_load_b128 v[149:152], v255 offset:8848
	ds_load_b128 v[129:132], v255 offset:8864
	ds_load_b128 v[133:136], v255 offset:8880
	ds_load_b128 v[113:116], v255 offset:8896
	ds_load_b128 v[117:120], v255 offset:8912
	ds_load_b128 v[105:108], v255 offset:8928
	ds_load_b128 v[109:112], v255 offset:8944
	ds_load_b128 v[225:228], v52
	ds_load_b128 v[229:232], v52 offset:16
	ds_load_b128 v[217:220], v52 offset:32
	ds_load_b128 v[221:224], v52 offset:48
	ds_load_b128 v[201:204], v52 offset:64
	ds_load_b128 v[205:208], v52 offset:80
	ds_load_b128 v[185:188], v52 offset:96
	ds_load_b128 v[189:192], v52 offset:112
	ds_load_b128 v[169:172], v52 offset:128
	ds_load_b128 v[173:176], v52 offset:144
	ds_load_b128 v[153:156], v52 offset:160
	ds_load_b128 v[157:160], v52 offset:176
	ds_load_b128 v[137:140], v52 offset:192
	ds_load_b128 v[141:144], v52 offset:208
	ds_load_b128 v[121:124], v52 offset:224
	ds_load_b128 v[125:128], v52 offset:240
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v51, v[2:5] offset:8704
	ds_store_b128 v51, v[233:236] offset:8720
	ds_store_b128 v57, v[2:5] offset:8704
	ds_store_b128 v57, v[233:236] offset:8720
	scratch_load_b32 v2, off, off offset:364
	v_mov_b32_e32 v235, 0
	v_dual_mov_b32 v233, 0 :: v_dual_mov_b32 v234, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s61, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v47, s9, v81, v2
	v_add_co_ci_u32_e64 v48, null, v82, v3, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	scratch_load_b32 v2, off, off offset:232
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v236, 0 :: v_dual_add_nc_u32 v93, v53, v2
	scratch_load_b32 v2, off, off offset:236
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v94, v53, v2
	scratch_load_b32 v2, off, off offset:240
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v95, v53, v2
	scratch_load_b32 v2, off, off offset:244
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v96, v53, v2
	scratch_load_b32 v2, off, off offset:248
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v97, v53, v2
	scratch_load_b32 v2, off, off offset:252
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v98, v53, v2
	scratch_load_b32 v2, off, off offset:256
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v99, v53, v2
	scratch_load_b32 v2, off, off offset:260
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v100, v53, v2
	ds_load_b32 v90, v93 offset:8704
	ds_load_b32 v91, v94 offset:8704
	ds_load_b32 v92, v95 offset:8704
	ds_load_b32 v83, v96 offset:8704
	ds_load_b32 v84, v97 offset:8704
	ds_load_b32 v87, v98 offset:8704
	ds_load_b32 v88, v99 offset:8704
	ds_load_b32 v89, v100 offset:8704
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_87
	global_load_b128 v[233:236], v[47:48], off
.LBB0_87:
	s_or_b32 exec_lo, exec_lo, s9
	scratch_load_b32 v2, off, off offset:352
	v_mov_b32_e32 v238, 0
	v_dual_mov_b32 v240, 0 :: v_dual_mov_b32 v239, 0
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, s61, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v49, s9, v81, v2
	v_add_co_ci_u32_e64 v50, null, v82, v3, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_89
	global_load_b128 v[237:240], v[49:50], off
.LBB0_89:
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v65, v8
	v_dual_mov_b32 v61, v4 :: v_dual_mov_b32 v60, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v63, v6 :: v_dual_mov_b32 v62, v5
	v_dual_mov_b32 v64, v7 :: v_dual_mov_b32 v59, v2
	v_mov_b32_e32 v58, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_wmma_f32_16x16x16_f16 v[58:65], v[225:232], v[209:216], v[58:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[58:65], v[217:224], v[193:200], v[58:65]
	v_wmma_f32_16x16x16_f16 v[58:65], v[201:208], v[177:184], v[58:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[58:65], v[185:192], v[161:168], v[58:65]
	v_wmma_f32_16x16x16_f16 v[58:65], v[169:176], v[145:152], v[58:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[58:65], v[153:160], v[129:136], v[58:65]
	v_mov_b32_e32 v153, 0
	v_wmma_f32_16x16x16_f16 v[58:65], v[137:144], v[113:120], v[58:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[58:65], v[121:128], v[105:112], v[58:65]
	v_mul_f32_e32 v4, v77, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, v77, v63
	v_mul_f32_e32 v8, v77, v64
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v5, v77, v61
	v_dual_mul_f32 v3, v77, v59 :: v_dual_sub_f32 v4, v4, v92
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v87
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v7
	v_cndmask_b32_e64 v61, 1.0, 0.5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v4, v4, v61
	v_cndmask_b32_e64 v61, 1.0, 0.5, s14
	v_mul_f32_e32 v2, v77, v58
	v_mul_f32_e32 v58, v77, v65
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v4, v4
	v_dual_mul_f32 v6, v77, v62 :: v_dual_mul_f32 v7, v7, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v58, v58, v89
	v_sub_f32_e32 v2, v2, v90
	v_exp_f32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s16, 0xc2fc0000, v58
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v2
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v61, v4, v4
	v_sub_f32_e32 v6, v6, v84
	v_dual_sub_f32 v3, v3, v91 :: v_dual_add_nc_u32 v84, v54, v56
	v_cndmask_b32_e64 v59, 1.0, 0.5, s9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v6
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v2, v59
	v_cndmask_b32_e64 v60, 1.0, 0.5, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v2, v2
	v_mul_f32_e32 v3, v3, v60
	v_cndmask_b32_e64 v60, 1.0, 0.5, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v3, v3
	v_mul_f32_e32 v6, v6, v60
	v_cndmask_b32_e64 v60, 1.0, 0.5, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v6, v6
	v_mul_f32_e32 v58, v58, v60
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v60, v3, v3
	v_exp_f32_e32 v58, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v87, v3, v60, s10
	v_dual_mul_f32 v3, v6, v6 :: v_dual_sub_f32 v8, v8, v88
	v_sub_f32_e32 v5, v5, v83
	v_cndmask_b32_e64 v88, v4, v61, s11
	v_mul_f32_e32 v4, v7, v7
	v_cndmask_b32_e64 v226, v6, v3, s13
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v8
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v5
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f32_e32 v3, v58, v58
	v_cndmask_b32_e64 v227, v7, v4, s14
	scratch_load_b32 v4, off, off offset:264
	v_add_nc_u32_e32 v83, v54, v55
	v_cndmask_b32_e64 v59, 1.0, 0.5, s12
	v_cndmask_b32_e64 v229, v58, v3, s16
	scratch_load_b32 v3, off, off offset:268
	v_mul_f32_e32 v5, v5, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v5, v5
	v_dual_mul_f32 v8, v8, v59 :: v_dual_mul_f32 v59, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v8, v8
	v_cndmask_b32_e64 v230, v2, v59, s9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v2, v5, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v225, v5, v2, s12
	v_cvt_f16_f32_e64 v2.l, v230
	v_cvt_f16_f32_e32 v2.h, v87
	v_mul_f32_e32 v5, v8, v8
	ds_store_b16 v83, v2 offset:8704
	v_cvt_f16_f32_e32 v2.l, v88
	ds_store_b16_d16_hi v84, v2 offset:8704
	v_cndmask_b32_e64 v228, v8, v5, s15
	v_mov_b32_e32 v5, 0
	s_waitcnt vmcnt(1)
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v231, v54, v4
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v232, v54, v3
	ds_store_b16 v231, v2 offset:8704
	v_cvt_f16_f32_e64 v2.l, v225
	scratch_load_b32 v3, off, off offset:280
	ds_store_b16 v232, v2 offset:8704
	scratch_load_b32 v2, off, off offset:272
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v91, v54, v3
	scratch_load_b32 v3, off, off offset:284
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v89, v54, v2
	v_cvt_f16_f32_e64 v2.l, v226
	ds_store_b16 v89, v2 offset:8704
	scratch_load_b32 v2, off, off offset:276
	s_waitcnt vmcnt(1)
	v_dual_mov_b32 v3, 0 :: v_dual_add_nc_u32 v92, v54, v3
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v90, v54, v2
	v_cvt_f16_f32_e64 v2.l, v227
	ds_store_b16 v90, v2 offset:8704
	v_cvt_f16_f32_e64 v2.l, v228
	ds_store_b16 v91, v2 offset:8704
	v_cvt_f16_f32_e64 v2.l, v229
	ds_store_b16 v92, v2 offset:8704
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[129:132], v74 offset:8704
	ds_load_b128 v[133:136], v74 offset:8720
	ds_load_b128 v[105:108], v74 offset:8736
	ds_load_b128 v[109:112], v74 offset:8752
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v0, v235 offset:9024
	ds_store_b16_d16_hi v0, v235 offset:9104
	ds_store_b16 v0, v236 offset:9184
	ds_store_b16_d16_hi v0, v236 offset:9264
	ds_store_b16 v0, v233 offset:8704
	ds_store_b16_d16_hi v0, v233 offset:8784
	ds_store_b16 v0, v234 offset:8864
	ds_store_b16_d16_hi v0, v234 offset:8944
	ds_store_b16 v0, v237 offset:8736
	ds_store_b16_d16_hi v0, v237 offset:8816
	ds_store_b16 v0, v238 offset:8896
	ds_store_b16_d16_hi v0, v238 offset:8976
	ds_store_b16 v0, v239 offset:9056
	ds_store_b16_d16_hi v0, v239 offset:9136
	ds_store_b16 v0, v240 offset:9216
	ds_store_b16_d16_hi v0, v240 offset:9296
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[137:140], v80 offset:8704
	ds_load_b128 v[141:144], v80 offset:8720
	ds_load_b128 v[113:116], v80 offset:8736
	ds_load_b128 v[117:120], v80 offset:8752
	ds_load_b128 v[145:148], v75 offset:8704
	ds_load_b128 v[149:152], v75 offset:8720
	ds_load_b128 v[121:124], v75 offset:8736
	ds_load_b128 v[125:128], v75 offset:8752
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_91
	global_load_b128 v[2:5], v[47:48], off
.LBB0_91:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v155, 0
	v_mov_b32_e32 v156, 0
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_93
	global_load_b128 v[153:156], v[49:50], off
.LBB0_93:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v218, 0 :: v_dual_mov_b32 v217, 0
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_95
	v_lshlrev_b64 v[6:7], 2, v[249:250]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s1, s59, v6
	v_add_co_ci_u32_e64 v7, null, s60, v7, s1
	global_load_b32 v217, v[6:7], off
.LBB0_95:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_97
	v_add_co_u32 v6, s1, s59, v251
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v252, s1
	global_load_b32 v218, v[6:7], off
.LBB0_97:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v220, 0 :: v_dual_mov_b32 v219, 0
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_99
	v_add_co_u32 v6, s1, s59, v253
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v254, s1
	global_load_b32 v219, v[6:7], off
.LBB0_99:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_101
	v_add_co_u32 v6, s1, s59, v241
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v242, s1
	global_load_b32 v220, v[6:7], off
.LBB0_101:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v222, 0 :: v_dual_mov_b32 v221, 0
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB0_103
	v_add_co_u32 v6, s1, s59, v243
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v244, s1
	global_load_b32 v221, v[6:7], off
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB0_105
	v_add_co_u32 v6, s1, s59, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v42, s1
	global_load_b32 v222, v[6:7], off
.LBB0_105:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v224, 0 :: v_dual_mov_b32 v223, 0
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB0_107
	v_add_co_u32 v6, s1, s59, v43
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v44, s1
	global_load_b32 v223, v[6:7], off
.LBB0_107:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execz .LBB0_109
	v_add_co_u32 v6, s1, s59, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s60, v46, s1
	global_load_b32 v224, v[6:7], off
.LBB0_109:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v85, v[2:5] offset:8704
	ds_store_b128 v86, v[153:156] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[153:156], v255 offset:8704
	ds_load_b128 v[157:160], v255 offset:8720
	ds_load_b128 v[161:164], v255 offset:8736
	ds_load_b128 v[165:168], v255 offset:8752
	ds_load_b128 v[169:172], v255 offset:8768
	ds_load_b128 v[173:176], v255 offset:8784
	ds_load_b128 v[177:180], v255 offset:8800
	ds_load_b128 v[181:184], v255 offset:8816
	ds_load_b128 v[185:188], v255 offset:8832
	ds_load_b128 v[189:192], v255 offset:8848
	ds_load_b128 v[193:196], v255 offset:8864
	ds_load_b128 v[197:200], v255 offset:8880
	ds_load_b128 v[201:204], v255 offset:8896
	ds_load_b128 v[205:208], v255 offset:8912
	ds_load_b128 v[209:212], v255 offset:8928
	ds_load_b128 v[213:216], v255 offset:8944
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v51, v[217:220] offset:8704
	ds_store_b128 v51, v[221:224] offset:8720
	ds_store_b128 v57, v[217:220] offset:8704
	ds_store_b128 v57, v[221:224] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v41, v93 offset:8704
	ds_load_b32 v42, v94 offset:8704
	ds_load_b32 v43, v95 offset:8704
	ds_load_b32 v44, v96 offset:8704
	ds_load_b32 v45, v97 offset:8704
	ds_load_b32 v46, v98 offset:8704
	ds_load_b32 v47, v99 offset:8704
	ds_load_b32 v48, v100 offset:8704
	v_dual_mov_b32 v221, 0 :: v_dual_mov_b32 v222, 0
	v_dual_mov_b32 v223, 0 :: v_dual_mov_b32 v224, 0
	v_mov_b32_e32 v217, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_111
	global_load_b128 v[221:224], v[245:246], off
.LBB0_111:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v218, 0 :: v_dual_mov_b32 v219, 0
	v_mov_b32_e32 v220, 0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_64
	global_load_b128 v[217:220], v[247:248], off
	s_branch .LBB0_64
.LBB0_113:
	scratch_load_b32 v41, off, off offset:392
	s_branch .LBB0_115
.LBB0_114:
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v22, v17
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v24, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v33, v17
	v_mov_b32_e32 v34, v17
	v_mov_b32_e32 v35, v17
	v_mov_b32_e32 v36, v17
	v_mov_b32_e32 v37, v17
	v_mov_b32_e32 v38, v17
	v_mov_b32_e32 v39, v17
	v_mov_b32_e32 v40, v17
	v_mov_b32_e32 v25, v17
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v27, v17
	v_mov_b32_e32 v28, v17
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v30, v17
	v_mov_b32_e32 v31, v17
	v_mov_b32_e32 v32, v17
.LBB0_115:
	scratch_load_b32 v2, off, off offset:316
	s_add_u32 s6, s18, s30
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v8, 1, v41
	s_addc_u32 s7, s19, s31
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s24, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s0, v0, v8
	v_add_co_ci_u32_e64 v1, null, 0, v1, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_117
	v_fma_mixlo_f16 v2, s23, v33, 0
	global_store_b16 v[0:1], v2, off
.LBB0_117:
	s_or_b32 exec_lo, exec_lo, s0
	scratch_load_b32 v4, off, off offset:312
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, s26, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, s6, v2
	v_add_co_ci_u32_e64 v3, null, s7, v3, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, v2, v8
	v_add_co_ci_u32_e64 v3, null, 0, v3, s0
	v_cmp_gt_i32_e64 s0, s24, v4
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_119
	v_fma_mixlo_f16 v4, s23, v34, 0
	global_store_b16 v[2:3], v4, off
.LBB0_119:
	s_or_b32 exec_lo, exec_lo, s1
	scratch_load_b32 v6, off, off offset:308
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, s26, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s1, s6, v4
	v_add_co_ci_u32_e64 v5, null, s7, v5, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s1, v4, v8
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	v_cmp_gt_i32_e64 s1, s24, v6
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_121
	v_fma_mixlo_f16 v6, s23, v35, 0
	global_store_b16 v[4:5], v6, off
.LBB0_121:
	s_or_b32 exec_lo, exec_lo, s2
	scratch_load_b32 v33, off, off offset:304
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, s26, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, s6, v6
	v_add_co_ci_u32_e64 v7, null, s7, v7, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, v6, v8
	v_add_co_ci_u32_e64 v7, null, 0, v7, s2
	v_cmp_gt_i32_e64 s2, s24, v33
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_123
	v_fma_mixlo_f16 v33, s23, v36, 0
	global_store_b16 v[6:7], v33, off
.LBB0_123:
	s_or_b32 exec_lo, exec_lo, s3
	scratch_load_b32 v35, off, off offset:300
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v33, s26, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s3, s6, v33
	v_add_co_ci_u32_e64 v34, null, s7, v34, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s3, v33, v8
	v_add_co_ci_u32_e64 v34, null, 0, v34, s3
	v_cmp_gt_i32_e64 s3, s24, v35
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_125
	v_fma_mixlo_f16 v35, s23, v37, 0
	global_store_b16 v[33:34], v35, off
.LBB0_125:
	s_or_b32 exec_lo, exec_lo, s4
	scratch_load_b32 v37, off, off offset:296
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v35, s26, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v36, 31, v35
	v_lshlrev_b64 v[35:36], 1, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v35, s4, s6, v35
	v_add_co_ci_u32_e64 v36, null, s7, v36, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v35, s4, v35, v8
	v_add_co_ci_u32_e64 v36, null, 0, v36, s4
	v_cmp_gt_i32_e64 s4, s24, v37
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_127
	v_fma_mixlo_f16 v37, s23, v38, 0
	global_store_b16 v[35:36], v37, off
.LBB0_127:
	s_or_b32 exec_lo, exec_lo, s5
	scratch_load_b32 v41, off, off offset:292
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v37, s26, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v38, 31, v37
	v_lshlrev_b64 v[37:38], 1, v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v37, s5, s6, v37
	v_add_co_ci_u32_e64 v38, null, s7, v38, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v37, s5, v37, v8
	v_add_co_ci_u32_e64 v38, null, 0, v38, s5
	v_cmp_gt_i32_e64 s5, s24, v41
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB0_129
	v_fma_mixlo_f16 v39, s23, v39, 0
	global_store_b16 v[37:38], v39, off
.LBB0_129:
	s_or_b32 exec_lo, exec_lo, s8
	scratch_load_b32 v43, off, off offset:288
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v41, s26, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v42, 31, v41
	v_lshlrev_b64 v[41:42], 1, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v39, s6, s6, v41
	v_add_co_ci_u32_e64 v42, null, s7, v42, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v41, s6, v39, v8
	v_add_co_ci_u32_e64 v42, null, 0, v42, s6
	v_cmp_gt_i32_e64 s6, s24, v43
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_163
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_164
.LBB0_131:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_165
.LBB0_132:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_166
.LBB0_133:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_167
.LBB0_134:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_168
.LBB0_135:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_169
.LBB0_136:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_170
.LBB0_137:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_139
.LBB0_138:
	v_fma_mixlo_f16 v0, s23, v32, 0
	global_store_b16 v[41:42], v0, off offset:128
.LBB0_139:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v0, off, off offset:316
	s_add_u32 s8, s28, s20
	s_addc_u32 s9, s29, s21
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s7, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s7, v0, v8
	v_add_co_ci_u32_e64 v1, null, 0, v1, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_141
	v_cvt_f16_f32_e32 v2.l, v17
	global_store_b16 v[0:1], v2, off
.LBB0_141:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v2, off, off offset:312
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, s22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s7, s8, v2
	v_add_co_ci_u32_e64 v3, null, s9, v3, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s7, v2, v8
	v_add_co_ci_u32_e64 v3, null, 0, v3, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_143
	v_cvt_f16_f32_e32 v4.l, v18
	global_store_b16 v[2:3], v4, off
.LBB0_143:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v4, off, off offset:308
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, s22, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s7, s8, v4
	v_add_co_ci_u32_e64 v5, null, s9, v5, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s7, v4, v8
	v_add_co_ci_u32_e64 v5, null, 0, v5, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_145
	v_cvt_f16_f32_e32 v6.l, v19
	global_store_b16 v[4:5], v6, off
.LBB0_145:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v6, off, off offset:304
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, s22, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s7, s8, v6
	v_add_co_ci_u32_e64 v7, null, s9, v7, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s7, v6, v8
	v_add_co_ci_u32_e64 v7, null, 0, v7, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_147
	v_cvt_f16_f32_e32 v17.l, v20
	global_store_b16 v[6:7], v17, off
.LBB0_147:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v17, off, off offset:300
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v17, s22, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s7, s8, v17
	v_add_co_ci_u32_e64 v18, null, s9, v18, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s7, v17, v8
	v_add_co_ci_u32_e64 v18, null, 0, v18, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_149
	v_cvt_f16_f32_e32 v19.l, v21
	global_store_b16 v[17:18], v19, off
.LBB0_149:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v19, off, off offset:296
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v19, s22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, s7, s8, v19
	v_add_co_ci_u32_e64 v20, null, s9, v20, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, s7, v19, v8
	v_add_co_ci_u32_e64 v20, null, 0, v20, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_151
	v_cvt_f16_f32_e32 v21.l, v22
	global_store_b16 v[19:20], v21, off
.LBB0_151:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v21, off, off offset:292
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v21, s22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[21:22], 1, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s8, v21
	v_add_co_ci_u32_e64 v22, null, s9, v22, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, v21, v8
	v_add_co_ci_u32_e64 v22, null, 0, v22, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_153
	v_cvt_f16_f32_e32 v23.l, v23
	global_store_b16 v[21:22], v23, off
.LBB0_153:
	s_or_b32 exec_lo, exec_lo, s7
	scratch_load_b32 v23, off, off offset:288
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v25, s22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, s7, s8, v25
	v_add_co_ci_u32_e64 v26, null, s9, v26, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, s7, v23, v8
	v_add_co_ci_u32_e64 v26, null, 0, v26, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_171
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_172
.LBB0_155:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_173
.LBB0_156:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_174
.LBB0_157:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB0_175
.LBB0_158:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB0_176
.LBB0_159:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB0_177
.LBB0_160:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB0_178
.LBB0_161:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB0_179
.LBB0_162:
	s_endpgm
.LBB0_163:
	v_fma_mixlo_f16 v39, s23, v40, 0
	global_store_b16 v[41:42], v39, off
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_131
.LBB0_164:
	v_fma_mixlo_f16 v25, s23, v25, 0
	global_store_b16 v[0:1], v25, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_132
.LBB0_165:
	v_fma_mixlo_f16 v0, s23, v26, 0
	global_store_b16 v[2:3], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_133
.LBB0_166:
	v_fma_mixlo_f16 v0, s23, v27, 0
	global_store_b16 v[4:5], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_134
.LBB0_167:
	v_fma_mixlo_f16 v0, s23, v28, 0
	global_store_b16 v[6:7], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_135
.LBB0_168:
	v_fma_mixlo_f16 v0, s23, v29, 0
	global_store_b16 v[33:34], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_136
.LBB0_169:
	v_fma_mixlo_f16 v0, s23, v30, 0
	global_store_b16 v[35:36], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_137
.LBB0_170:
	v_fma_mixlo_f16 v0, s23, v31, 0
	global_store_b16 v[37:38], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_138
	s_branch .LBB0_139
.LBB0_171:
	v_cvt_f16_f32_e32 v8.l, v24
	global_store_b16 v[25:26], v8, off
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_155
.LBB0_172:
	v_cvt_f16_f32_e32 v8.l, v9
	global_store_b16 v[0:1], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_156
.LBB0_173:
	v_cvt_f16_f32_e32 v0.l, v10
	global_store_b16 v[2:3], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_157
.LBB0_174:
	v_cvt_f16_f32_e32 v0.l, v11
	global_store_b16 v[4:5], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_158
.LBB0_175:
	v_cvt_f16_f32_e32 v0.l, v12
	global_store_b16 v[6:7], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_159
.LBB0_176:
	v_cvt_f16_f32_e32 v0.l, v13
	global_store_b16 v[17:18], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_160
.LBB0_177:
	v_cvt_f16_f32_e32 v0.l, v14
	global_store_b16 v[19:20], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_161
.LBB0_178:
	v_cvt_f16_f32_e32 v0.l, v15
	global_store_b16 v[21:22], v0, off offset:128
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_162
.LBB0_179:
	v_cvt_f16_f32_e32 v0.l, v16
	global_store_b16 v[25:26], v0, off offset:128
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dkdv
		.amdhsa_group_segment_fixed_size 18944
		.amdhsa_private_segment_fixed_size 400
		.amdhsa_kernarg_size 152
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 68
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 63
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_attn_bwd_dkdv, .Lfunc_end0-_attn_bwd_dkdv

	.set _attn_bwd_dkdv.num_vgpr, 256
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 68
	.set _attn_bwd_dkdv.num_named_barrier, 0
	.set _attn_bwd_dkdv.private_seg_size, 400
	.set _attn_bwd_dkdv.uses_vcc, 1
	.set _attn_bwd_dkdv.uses_flat_scratch, 1
	.set _attn_bwd_dkdv.has_dyn_sized_stack, 0
	.set _attn_bwd_dkdv.has_recursion, 0
	.set _attn_bwd_dkdv.has_indirect_call, 0
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .value_kind:     by_value
      - .offset:         88
        .size:           4
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .value_kind:     by_value
      - .offset:         100
        .size:           4
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .value_kind:     by_value
      - .offset:         108
        .size:           4
        .value_kind:     by_value
      - .offset:         112
        .size:           4
        .value_kind:     by_value
      - .offset:         116
        .size:           4
        .value_kind:     by_value
      - .offset:         120
        .size:           4
        .value_kind:     by_value
      - .offset:         124
        .size:           4
        .value_kind:     by_value
      - .offset:         128
        .size:           4
        .value_kind:     by_value
      - .offset:         132
        .size:           4
        .value_kind:     by_value
      - .offset:         136
        .size:           4
        .value_kind:     by_value
      - .offset:         140
        .size:           4
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .value_kind:     by_value
      - .offset:         148
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 18944
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dkdv
    .private_segment_fixed_size: 400
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 103
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
