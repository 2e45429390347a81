	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_clause 0x2
	s_load_b64 s[2:3], s[0:1], 0x84
	s_load_b128 s[20:23], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_load_b32 s31, s[0:1], 0x8c
	s_abs_i32 s7, s15
	v_bfe_u32 v43, v0, 5, 1
	v_lshrrev_b32_e32 v41, 6, v0
	v_bfe_u32 v153, v0, 4, 1
	v_bfe_u32 v97, v0, 3, 1
	v_lshlrev_b32_e32 v45, 3, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v2, 3, v41
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_and_b32_e32 v98, 56, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v27, 1, v98
	s_abs_i32 s4, s2
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s6, s6, s5
	s_mul_hi_u32 s6, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s6
	s_xor_b32 s6, s15, s2
	s_mul_hi_u32 s5, s7, s5
	s_ashr_i32 s6, s6, 31
	s_mul_i32 s8, s5, s4
	s_sub_i32 s7, s7, s8
	s_add_i32 s8, s5, 1
	s_sub_i32 s9, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s5, s8, s5
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s5, 1
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s5, s8, s5
	s_abs_i32 s7, s3
	s_xor_b32 s5, s5, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s9, 0, s7
	s_sub_i32 s24, s5, s6
	s_xor_b32 s3, s2, s3
	s_mul_i32 s2, s24, s2
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s26, s15, s2
	s_ashr_i32 s3, s3, 31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s8, v1
	v_lshlrev_b32_e32 v1, 2, v43
	s_mul_i32 s9, s9, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshl_or_b32 v1, v153, 1, v1
	s_mul_hi_u32 s9, s8, s9
	s_add_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_hi_u32 s5, s4, s8
	v_or3_b32 v44, v1, v2, v97
	s_mul_i32 s6, s5, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s2, s4, s6
	s_add_i32 s4, s5, 1
	s_sub_i32 s6, s2, s7
	s_cmp_ge_u32 s2, s7
	s_cselect_b32 s4, s4, s5
	s_cselect_b32 s2, s6, s2
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s2, s7
	s_mul_hi_i32 s6, s24, s28
	s_cselect_b32 s2, s5, s4
	s_mul_i32 s4, s24, s28
	s_xor_b32 s2, s2, s3
	s_mul_hi_i32 s5, s26, s29
	s_sub_i32 s27, s2, s3
	s_mul_i32 s2, s26, s29
	s_abs_i32 s25, s27
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s5, s6
	v_cvt_f32_u32_e32 v1, s25
	s_lshl_b64 s[28:29], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s3, s20, s28
	s_addc_u32 s4, s21, s29
	s_lshl_b32 s33, s14, 5
	v_rcp_iflag_f32_e32 v4, v1
	v_or_b32_e32 v19, s33, v44
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_lo_u32 v2, s30, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s31, v19
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_u32_f32_e32 v4, v4
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_readfirstlane_b32 s14, v4
	v_add_co_u32 v2, s2, s3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, s4, v3, s2
	v_add_co_u32 v9, s2, v2, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v3, s2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
	global_load_b128 v[5:8], v[9:10], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_4
	global_load_b128 v[1:4], v[9:10], off offset:128
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s2
	v_or3_b32 v28, v44, s33, 16
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v9, s30, v28
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[10:11], 1, v[9:10]
	v_mov_b32_e32 v9, 0
	v_add_co_u32 v10, s2, s3, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s4, v11, s2
	v_cmp_gt_i32_e64 s2, s31, v28
	v_add_co_u32 v17, s3, v10, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, v11, s3
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_6
	global_load_b128 v[13:16], v[17:18], off
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_8
	global_load_b128 v[9:12], v[17:18], off offset:128
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s3
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x70
	s_load_b256 s[4:11], s[0:1], 0x20
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v24, 0
	v_mov_b32_e32 v23, 0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v18, s18, v19
	s_mul_hi_i32 s13, s24, s16
	s_mul_i32 s12, s24, s16
	s_mul_hi_i32 s21, s26, s17
	s_lshl_b64 s[12:13], s[12:13], 1
	s_mul_i32 s20, s26, s17
	s_add_u32 s3, s4, s12
	s_addc_u32 s12, s5, s13
	v_ashrrev_i32_e32 v19, 31, v18
	s_lshl_b64 s[4:5], s[20:21], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s4, s3, s4
	s_addc_u32 s5, s12, s5
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, s3, s4, v18
	v_add_co_ci_u32_e64 v19, null, s5, v19, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, s3, v18, v27
	v_add_co_ci_u32_e64 v26, null, 0, v19, s3
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_10
	global_load_b128 v[21:24], v[25:26], off
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_12
	global_load_b128 v[17:20], v[25:26], off offset:128
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s3
	v_mul_lo_u32 v25, s18, v28
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64 v[31:32], 1, v[25:26]
	v_mov_b32_e32 v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v26, vcc_lo, s4, v31
	v_add_co_ci_u32_e64 v28, null, s5, v32, vcc_lo
	v_mov_b32_e32 v31, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, vcc_lo, v26, v27
	v_add_co_ci_u32_e64 v34, null, 0, v28, vcc_lo
	v_mov_b32_e32 v32, 0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_14
	global_load_b128 v[29:32], v[33:34], off
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_mov_b32_e32 v28, 0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_16
	global_load_b128 v[25:28], v[33:34], off offset:128
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v34, 0 :: v_dual_lshlrev_b32 v155, 1, v43
	v_dual_mov_b32 v33, 0 :: v_dual_lshlrev_b32 v156, 2, v41
	s_mul_hi_i32 s3, s31, s15
	s_mul_i32 s2, s31, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or3_b32 v154, v155, v156, v153
	s_lshl_b64 s[12:13], s[2:3], 2
	s_add_u32 s3, s6, s12
	s_addc_u32 s4, s7, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v35, s33, v154
	v_cmp_gt_i32_e32 vcc_lo, s31, v35
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v36, 31, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[36:37], 2, v[35:36]
	v_add_co_u32 v36, s2, s3, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v37, null, s4, v37, s2
	global_load_b32 v34, v[36:37], off
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s5
	s_ashr_i32 s2, s33, 31
	v_add_co_u32 v36, s5, v154, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v37, null, 0, s2, s5
	v_or_b32_e32 v113, 8, v154
	v_lshlrev_b64 v[39:40], 2, v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v38, s33, v113
	v_add_co_u32 v36, s2, s3, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v37, null, s4, v40, s2
	v_cmp_gt_i32_e64 s2, s31, v38
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_20
	global_load_b32 v33, v[36:37], off offset:32
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v114, 16, v154
	v_mov_b32_e32 v38, 0
	s_sub_i32 s5, 0, s25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v42, s33, v114
	v_cmp_gt_i32_e64 s3, s31, v42
	v_mov_b32_e32 v42, 0
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_22
	global_load_b32 v42, v[36:37], off offset:64
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v112, 24, v154
	s_mul_i32 s5, s5, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v46, s33, v112
	v_cmp_gt_i32_e64 s4, s31, v46
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_24
	global_load_b32 v38, v[36:37], off offset:96
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v100, 0
	s_mul_hi_u32 s15, s14, s5
	s_add_u32 s5, s8, s12
	s_addc_u32 s8, s9, s13
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v36, 31, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, vcc_lo, s5, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, s8, v36, vcc_lo
	global_load_b32 v100, v[35:36], off
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[6:7], s[0:1], 0x10
	v_add_co_u32 v35, vcc_lo, s5, v39
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, s8, v40, vcc_lo
	s_abs_i32 s5, s26
	s_add_i32 s14, s14, s15
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB0_28
	global_load_b32 v96, v[35:36], off offset:32
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v108, 0
	s_mul_hi_u32 s2, s5, s14
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_30
	global_load_b32 v108, v[35:36], off offset:64
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s8
	s_ashr_i32 s3, s26, 31
	s_ashr_i32 s9, s27, 31
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB0_32
	global_load_b32 v104, v[35:36], off offset:96
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v36, v34 :: v_dual_and_b32 v157, 15, v0
	v_mul_u32_u24_e32 v0, 0x88, v44
	v_lshlrev_b32_e32 v46, 4, v43
	v_and_b32_e32 v35, 24, v45
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_lshl_u32 v0, v0, v98, 1
	buffer_gl0_inv
	v_dual_mov_b32 v37, v34 :: v_dual_lshlrev_b32 v158, 4, v41
	ds_store_b128 v0, v[5:8]
	ds_store_b128 v0, v[1:4] offset:128
	v_mul_u32_u24_e32 v1, 0x90, v154
	v_or_b32_e32 v115, v158, v157
	ds_store_b128 v0, v[13:16] offset:4352
	ds_store_b128 v0, v[9:12] offset:4480
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshl_add_u32 v1, v35, 2, v1
	v_mov_b32_e32 v35, v34
	v_or_b32_e32 v159, v46, v153
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	v_mul_u32_u24_e32 v2, 0x90, v159
	ds_store_b128 v1, v[34:37] offset:8704
	ds_store_b128 v1, v[34:37] offset:8720
	v_mov_b32_e32 v34, v33
	v_dual_mov_b32 v35, v33 :: v_dual_mov_b32 v44, v42
	v_lshl_add_u32 v2, v115, 2, v2
	v_dual_mov_b32 v36, v33 :: v_dual_mov_b32 v43, v42
	v_mov_b32_e32 v45, v42
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v40, v38 :: v_dual_add_nc_u32 v3, 0x2000, v2
	v_dual_mov_b32 v39, v38 :: v_dual_add_nc_u32 v4, 0x2400, v2
	v_dual_mov_b32 v41, v38 :: v_dual_add_nc_u32 v2, 0x2800, v2
	v_mov_b32_e32 v102, v100
	ds_store_b128 v1, v[33:36] offset:9856
	ds_store_b128 v1, v[33:36] offset:9872
	ds_store_b128 v1, v[42:45] offset:11008
	ds_store_b128 v1, v[42:45] offset:11024
	ds_store_b128 v1, v[38:41] offset:12160
	ds_store_b128 v1, v[38:41] offset:12176
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[128:129], v3 offset0:128 offset1:200
	ds_load_2addr_b32 v[130:131], v4 offset0:16 offset1:88
	ds_load_2addr_b32 v[132:133], v4 offset0:160 offset1:232
	ds_load_2addr_b32 v[134:135], v2 offset0:48 offset1:120
	v_or_b32_e32 v5, v46, v157
	s_clause 0x1
	s_load_b32 s8, s[0:1], 0x18
	s_load_b256 s[12:19], s[0:1], 0x50
	s_mul_i32 s1, s2, s25
	s_xor_b32 s0, s3, s9
	s_sub_i32 s1, s5, s1
	v_mul_u32_u24_e32 v6, 0x88, v5
	s_add_i32 s3, s2, 1
	s_sub_i32 s4, s1, s25
	s_cmp_ge_u32 s1, s25
	v_dual_mov_b32 v103, v100 :: v_dual_lshlrev_b32 v144, 1, v115
	v_lshlrev_b32_e32 v145, 1, v6
	s_cselect_b32 s2, s3, s2
	v_mov_b32_e32 v99, v96
	s_cselect_b32 s1, s4, s1
	s_add_i32 s3, s2, 1
	v_mov_b32_e32 v109, v108
	v_mov_b32_e32 v110, v108
	v_mov_b32_e32 v111, v108
	s_cmp_ge_u32 s1, s25
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v106, v104
	v_mov_b32_e32 v107, v104
	s_cselect_b32 s1, s3, s2
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s5, s24, s16
	s_xor_b32 s1, s1, s0
	s_mul_i32 s4, s24, s16
	s_sub_i32 s15, s1, s0
	s_mul_hi_i32 s1, s24, s12
	s_mul_i32 s0, s24, s12
	s_mul_hi_i32 s3, s15, s13
	s_lshl_b64 s[0:1], s[0:1], 1
	s_mul_i32 s2, s15, s13
	s_add_u32 s9, s22, s0
	s_addc_u32 s12, s23, s1
	s_lshl_b64 s[0:1], s[2:3], 1
	v_or_b32_e32 v160, 2, v159
	v_or_b32_e32 v165, 4, v159
	v_or_b32_e32 v166, 6, v159
	v_or_b32_e32 v182, 8, v159
	v_or_b32_e32 v183, 10, v159
	v_or_b32_e32 v184, 12, v159
	v_or_b32_e32 v181, 14, v159
	v_or_b32_e32 v6, 32, v115
	v_or_b32_e32 v7, 64, v115
	v_or_b32_e32 v8, 0x60, v115
	s_add_u32 s9, s9, s0
	s_addc_u32 s12, s12, s1
	s_lshl_b64 s[0:1], s[4:5], 1
	s_mul_hi_i32 s3, s15, s17
	s_mul_i32 s2, s15, s17
	s_add_u32 s4, s6, s0
	s_addc_u32 s5, s7, s1
	s_lshl_b64 s[0:1], s[2:3], 1
	v_mul_u32_u24_e32 v161, 0x110, v154
	v_mul_u32_u24_e32 v162, 0x110, v113
	v_mul_u32_u24_e32 v163, 0x110, v114
	v_mul_f32_e64 v146, 0x3fb8aa3b, s8
	v_mul_u32_u24_e32 v176, 0x110, v112
	v_mul_u32_u24_e32 v147, 0x110, v115
	v_mul_u32_u24_e32 v168, 0x50, v159
	v_mul_u32_u24_e32 v169, 0x50, v160
	v_mul_u32_u24_e32 v170, 0x50, v165
	v_mul_u32_u24_e32 v171, 0x50, v166
	v_mul_u32_u24_e32 v172, 0x50, v182
	v_mul_u32_u24_e32 v173, 0x50, v183
	v_mul_u32_u24_e32 v174, 0x50, v184
	v_mul_u32_u24_e32 v175, 0x50, v181
	v_mul_u32_u24_e32 v148, 0x50, v5
	v_mul_u32_u24_e32 v149, 0x50, v115
	v_mul_u32_u24_e32 v150, 0x50, v6
	v_mul_u32_u24_e32 v151, 0x50, v7
	v_mul_u32_u24_e32 v152, 0x50, v8
	s_add_u32 s7, s4, s0
	s_addc_u32 s13, s5, s1
	s_cmp_lt_i32 s33, 1
	v_mov_b32_e32 v16, 0
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v0, v[21:24] offset:8704
	ds_store_b128 v0, v[17:20] offset:8832
	ds_store_b128 v0, v[29:32] offset:13056
	ds_store_b128 v0, v[25:28] offset:13184
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshl_or_b32 v0, v97, 6, v98
	v_mov_b32_e32 v98, v96
	ds_load_b128 v[32:35], v145 offset:8704
	ds_load_b128 v[36:39], v145 offset:8720
	ds_load_b128 v[40:43], v145 offset:8736
	ds_load_b128 v[44:47], v145 offset:8752
	ds_load_b128 v[48:51], v145 offset:8768
	ds_load_b128 v[52:55], v145 offset:8784
	ds_load_b128 v[56:59], v145 offset:8800
	ds_load_b128 v[60:63], v145 offset:8816
	ds_load_b128 v[64:67], v145 offset:8832
	ds_load_b128 v[68:71], v145 offset:8848
	ds_load_b128 v[72:75], v145 offset:8864
	ds_load_b128 v[76:79], v145 offset:8880
	ds_load_b128 v[80:83], v145 offset:8896
	ds_load_b128 v[84:87], v145 offset:8912
	ds_load_b128 v[88:91], v145 offset:8928
	ds_load_b128 v[92:95], v145 offset:8944
	v_mov_b32_e32 v101, v100
	v_dual_mov_b32 v97, v96 :: v_dual_lshlrev_b32 v164, 1, v0
	v_mul_u32_u24_e32 v179, 0x50, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v1, v[100:103] offset:8704
	ds_store_b128 v1, v[100:103] offset:8720
	ds_store_b128 v1, v[96:99] offset:9856
	ds_store_b128 v1, v[96:99] offset:9872
	ds_store_b128 v1, v[108:111] offset:11008
	ds_store_b128 v1, v[108:111] offset:11024
	ds_store_b128 v1, v[104:107] offset:12160
	ds_store_b128 v1, v[104:107] offset:12176
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[136:137], v3 offset0:128 offset1:200
	ds_load_2addr_b32 v[138:139], v4 offset0:16 offset1:88
	ds_load_2addr_b32 v[140:141], v4 offset0:160 offset1:232
	ds_load_2addr_b32 v[142:143], v2 offset0:48 offset1:120
	s_cbranch_scc1 .LBB0_51
	v_add3_u32 v167, v156, v155, v153
	v_add_co_u32 v177, s0, s9, v164
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v178, null, s12, 0, s0
	v_dual_mov_b32 v17, v16 :: v_dual_add_nc_u32 v0, 24, v167
	v_dual_mov_b32 v18, v16 :: v_dual_add_nc_u32 v1, 16, v167
	v_dual_mov_b32 v19, v16 :: v_dual_add_nc_u32 v2, 8, v167
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v187, s18, v0
	v_mul_lo_u32 v188, s14, v0
	v_mul_lo_u32 v189, s18, v1
	v_mul_lo_u32 v190, s14, v1
	v_mul_lo_u32 v191, s18, v2
	v_mul_lo_u32 v192, s14, v2
	v_mul_lo_u32 v193, s18, v167
	v_mul_lo_u32 v194, s14, v167
	v_add_co_u32 v180, s0, s7, v164
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v185, null, s13, 0, s0
	v_lshl_or_b32 v186, v154, 1, v179
	v_add_nc_u32_e32 v195, v164, v161
	v_add_nc_u32_e32 v196, v164, v162
	v_add_nc_u32_e32 v197, v164, v163
	v_add_nc_u32_e32 v198, v164, v176
	v_add_nc_u32_e32 v199, v144, v168
	v_add_nc_u32_e32 v200, v144, v169
	v_add_nc_u32_e32 v201, v144, v170
	v_add_nc_u32_e32 v202, v144, v171
	v_add_nc_u32_e32 v203, v144, v172
	v_add_nc_u32_e32 v204, v144, v173
	v_add_nc_u32_e32 v205, v144, v174
	v_add_nc_u32_e32 v206, v144, v175
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	s_mov_b32 s20, 0
	s_lshl_b32 s15, s18, 5
	s_lshl_b32 s16, s14, 5
	s_mov_b32 s21, s20
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	s_mov_b32 s24, s20
	s_mov_b32 s25, s20
	s_mov_b32 s26, s20
	s_mov_b32 s27, s20
	s_mov_b32 s17, s20
	s_mov_b32 s19, s20
	s_mov_b32 s34, s20
	s_branch .LBB0_35
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v195, v[96:99] offset:8704
	ds_store_b128 v196, v[104:107] offset:8704
	ds_store_b128 v197, v[100:103] offset:8704
	ds_store_b128 v198, v[108:111] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[207:210], v147 offset:8704
	ds_load_b128 v[211:214], v147 offset:8720
	ds_load_b128 v[215:218], v145
	ds_load_b128 v[219:222], v145 offset:16
	v_dual_mov_b32 v230, s27 :: v_dual_mov_b32 v229, s26
	v_dual_mov_b32 v228, s25 :: v_dual_mov_b32 v227, s24
	v_dual_mov_b32 v226, s23 :: v_dual_mov_b32 v225, s22
	v_dual_mov_b32 v224, s21 :: v_dual_mov_b32 v223, s20
	s_add_i32 s34, s34, 32
	s_add_i32 s19, s19, s15
	s_add_i32 s17, s17, s16
	s_cmp_lt_i32 s34, s33
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[223:230]
	ds_load_b128 v[207:210], v147 offset:8736
	ds_load_b128 v[211:214], v147 offset:8752
	ds_load_b128 v[215:218], v145 offset:32
	ds_load_b128 v[219:222], v145 offset:48
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	ds_load_b128 v[207:210], v147 offset:8768
	ds_load_b128 v[211:214], v147 offset:8784
	ds_load_b128 v[215:218], v145 offset:64
	ds_load_b128 v[219:222], v145 offset:80
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	ds_load_b128 v[207:210], v147 offset:8800
	ds_load_b128 v[211:214], v147 offset:8816
	ds_load_b128 v[215:218], v145 offset:96
	ds_load_b128 v[219:222], v145 offset:112
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	ds_load_b128 v[207:210], v147 offset:8832
	ds_load_b128 v[211:214], v147 offset:8848
	ds_load_b128 v[215:218], v145 offset:128
	ds_load_b128 v[219:222], v145 offset:144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	ds_load_b128 v[207:210], v147 offset:8864
	ds_load_b128 v[211:214], v147 offset:8880
	ds_load_b128 v[215:218], v145 offset:160
	ds_load_b128 v[219:222], v145 offset:176
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	ds_load_b128 v[207:210], v147 offset:8896
	ds_load_b128 v[211:214], v147 offset:8912
	ds_load_b128 v[215:218], v145 offset:192
	ds_load_b128 v[219:222], v145 offset:208
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	ds_load_b128 v[207:210], v147 offset:8928
	ds_load_b128 v[211:214], v147 offset:8944
	ds_load_b128 v[215:218], v145 offset:224
	ds_load_b128 v[219:222], v145 offset:240
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[231:238], v[215:222], v[207:214], v[231:238]
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v195, v[112:115] offset:8704
	ds_store_b128 v196, v[120:123] offset:8704
	ds_store_b128 v197, v[116:119] offset:8704
	ds_store_b128 v198, v[124:127] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[112:115], v147 offset:8704
	ds_load_b128 v[116:119], v147 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[32:39], v[112:119], v[223:230]
	ds_load_b128 v[112:115], v147 offset:8736
	ds_load_b128 v[116:119], v147 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[40:47], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8768
	ds_load_b128 v[116:119], v147 offset:8784
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[48:55], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8800
	ds_load_b128 v[116:119], v147 offset:8816
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[56:63], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8832
	ds_load_b128 v[116:119], v147 offset:8848
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[64:71], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8864
	ds_load_b128 v[116:119], v147 offset:8880
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[72:79], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8896
	ds_load_b128 v[116:119], v147 offset:8912
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[80:87], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8928
	ds_load_b128 v[116:119], v147 offset:8944
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[88:95], v[112:119], v[120:127]
	v_mul_f32_e32 v112, v146, v231
	v_mul_f32_e32 v114, v146, v233
	v_mul_f32_e32 v115, v146, v234
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v116, v146, v235 :: v_dual_sub_f32 v125, v125, v141
	v_sub_f32_e32 v121, v121, v137
	v_dual_sub_f32 v123, v123, v139 :: v_dual_sub_f32 v120, v120, v136
	v_sub_f32_e32 v126, v126, v142
	v_dual_mul_f32 v118, v146, v237 :: v_dual_sub_f32 v127, v127, v143
	v_dual_mul_f32 v119, v146, v238 :: v_dual_sub_f32 v124, v124, v140
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v195, v[96:99] offset:8704
	ds_store_b128 v196, v[104:107] offset:8704
	ds_store_b128 v197, v[100:103] offset:8704
	ds_store_b128 v198, v[108:111] offset:8704
	v_sub_f32_e32 v96, v112, v128
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v96
	v_cndmask_b32_e64 v97, 1.0, 0.5, vcc_lo
	v_mul_f32_e32 v113, v146, v232
	v_sub_f32_e32 v122, v122, v138
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v96, v96, v97
	v_sub_f32_e32 v97, v113, v129
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v96, v96
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v98, 1.0, 0.5, s0
	v_mul_f32_e32 v97, v97, v98
	v_sub_f32_e32 v98, v114, v130
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v97, v97
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v99, 1.0, 0.5, s1
	v_mul_f32_e32 v98, v98, v99
	v_sub_f32_e32 v99, v115, v131
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v99
	v_cndmask_b32_e64 v100, 1.0, 0.5, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v99, v99, v100
	v_sub_f32_e32 v100, v116, v132
	v_exp_f32_e32 v99, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v100
	v_cndmask_b32_e64 v101, 1.0, 0.5, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v117, v146, v236 :: v_dual_mul_f32 v100, v100, v101
	v_sub_f32_e32 v101, v117, v133
	v_exp_f32_e32 v98, v98
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v100, v100
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v102, 1.0, 0.5, s4
	v_mul_f32_e32 v101, v101, v102
	v_sub_f32_e32 v102, v118, v134
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v101, v101
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v103, 1.0, 0.5, s5
	v_mul_f32_e32 v102, v102, v103
	v_sub_f32_e32 v103, v119, v135
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v103
	v_cndmask_b32_e64 v104, 1.0, 0.5, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v103, v103, v104
	v_mul_f32_e32 v104, v96, v96
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v96, v96, v104, vcc_lo
	v_mul_f32_e32 v104, v97, v97
	v_fma_mixlo_f16 v96, v96, v120, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v97, v97, v104, s0
	v_mul_f32_e32 v104, v98, v98
	v_fma_mixhi_f16 v96, v97, v121, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v98, v98, v104, s1
	v_mul_f32_e32 v104, v99, v99
	v_fma_mixlo_f16 v97, v98, v122, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v99, v99, v104, s2
	v_mul_f32_e32 v104, v100, v100
	v_fma_mixhi_f16 v97, v99, v123, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v100, v100, v104, s3
	v_mul_f32_e32 v104, v101, v101
	v_fma_mixlo_f16 v98, v100, v124, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v101, v101, v104, s4
	v_mul_f32_e32 v104, v102, v102
	v_fma_mixhi_f16 v98, v101, v125, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v102, v102, v104, s5
	v_mul_f32_e32 v104, v103, v103
	v_fma_mixlo_f16 v99, v102, v126, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v103, v103, v104, s6
	v_fma_mixhi_f16 v99, v103, v127, 0
	ds_load_b128 v[112:115], v195 offset:8704
	ds_load_b128 v[116:119], v196 offset:8704
	ds_load_b128 v[120:123], v197 offset:8704
	ds_load_b128 v[124:127], v198 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v199, v96 offset:8704
	ds_store_b16_d16_hi v200, v96 offset:8704
	ds_store_b16 v201, v97 offset:8704
	ds_store_b16_d16_hi v202, v97 offset:8704
	ds_store_b16 v203, v98 offset:8704
	ds_store_b16_d16_hi v204, v98 offset:8704
	ds_store_b16 v205, v99 offset:8704
	ds_store_b16_d16_hi v206, v99 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[96:99], v148 offset:8704
	ds_load_b128 v[100:103], v148 offset:8720
	ds_load_b128 v[104:107], v148 offset:8736
	ds_load_b128 v[108:111], v148 offset:8752
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v186, v112 offset:8704
	ds_store_b16_d16_hi v186, v112 offset:8784
	ds_store_b16 v186, v113 offset:8864
	ds_store_b16_d16_hi v186, v113 offset:8944
	ds_store_b16 v186, v114 offset:9024
	ds_store_b16_d16_hi v186, v114 offset:9104
	ds_store_b16 v186, v115 offset:9184
	ds_store_b16_d16_hi v186, v115 offset:9264
	ds_store_b16 v186, v116 offset:8720
	ds_store_b16_d16_hi v186, v116 offset:8800
	ds_store_b16 v186, v117 offset:8880
	ds_store_b16_d16_hi v186, v117 offset:8960
	ds_store_b16 v186, v118 offset:9040
	ds_store_b16_d16_hi v186, v118 offset:9120
	ds_store_b16 v186, v119 offset:9200
	ds_store_b16_d16_hi v186, v119 offset:9280
	ds_store_b16 v186, v120 offset:8736
	ds_store_b16_d16_hi v186, v120 offset:8816
	ds_store_b16 v186, v121 offset:8896
	ds_store_b16_d16_hi v186, v121 offset:8976
	ds_store_b16 v186, v122 offset:9056
	ds_store_b16_d16_hi v186, v122 offset:9136
	ds_store_b16 v186, v123 offset:9216
	ds_store_b16_d16_hi v186, v123 offset:9296
	ds_store_b16 v186, v124 offset:8752
	ds_store_b16_d16_hi v186, v124 offset:8832
	ds_store_b16 v186, v125 offset:8912
	ds_store_b16_d16_hi v186, v125 offset:8992
	ds_store_b16 v186, v126 offset:9072
	ds_store_b16_d16_hi v186, v126 offset:9152
	ds_store_b16 v186, v127 offset:9232
	ds_store_b16_d16_hi v186, v127 offset:9312
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[112:115], v149 offset:8704
	ds_load_b128 v[116:119], v149 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[16:23], v[96:103], v[112:119], v[16:23]
	ds_load_b128 v[112:115], v150 offset:8704
	ds_load_b128 v[116:119], v150 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[24:31], v[96:103], v[112:119], v[24:31]
	ds_load_b128 v[112:115], v151 offset:8704
	ds_load_b128 v[116:119], v151 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[8:15], v[96:103], v[112:119], v[8:15]
	ds_load_b128 v[112:115], v152 offset:8704
	ds_load_b128 v[116:119], v152 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[96:103], v[112:119], v[0:7]
	ds_load_b128 v[96:99], v149 offset:8736
	ds_load_b128 v[100:103], v149 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[16:23], v[104:111], v[96:103], v[16:23]
	ds_load_b128 v[96:99], v150 offset:8736
	ds_load_b128 v[100:103], v150 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[24:31], v[104:111], v[96:103], v[24:31]
	ds_load_b128 v[96:99], v151 offset:8736
	ds_load_b128 v[100:103], v151 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[8:15], v[104:111], v[96:103], v[8:15]
	ds_load_b128 v[96:99], v152 offset:8736
	ds_load_b128 v[100:103], v152 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[104:111], v[96:103], v[0:7]
	s_cbranch_scc0 .LBB0_52
.LBB0_35:
	v_dual_mov_b32 v97, 0 :: v_dual_add_nc_u32 v108, s34, v167
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v99, 0
	v_mov_b32_e32 v98, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s31, v108
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_37
	v_add_nc_u32_e32 v96, s17, v194
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v96, s0, v177, v96
	v_add_co_ci_u32_e64 v97, null, v178, v97, s0
	global_load_b128 v[96:99], v[96:97], off
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v100, 0 :: v_dual_add_nc_u32 v101, 8, v108
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s31, v101
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_39
	v_add_nc_u32_e32 v101, s17, v192
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v102, 31, v101
	v_lshlrev_b64 v[101:102], 1, v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v101, s1, v177, v101
	v_add_co_ci_u32_e64 v102, null, v178, v102, s1
	global_load_b128 v[104:107], v[101:102], off
.LBB0_39:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v102, 0 :: v_dual_add_nc_u32 v103, 16, v108
	v_mov_b32_e32 v101, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s1, s31, v103
	v_mov_b32_e32 v103, 0
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_41
	v_add_nc_u32_e32 v100, s17, v190
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshlrev_b64 v[100:101], 1, v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v100, s2, v177, v100
	v_add_co_ci_u32_e64 v101, null, v178, v101, s2
	global_load_b128 v[100:103], v[100:101], off
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v112, 0 :: v_dual_add_nc_u32 v111, 24, v108
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v109, 0
	v_mov_b32_e32 v110, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s31, v111
	v_mov_b32_e32 v111, 0
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_43
	v_add_nc_u32_e32 v108, s17, v188
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshlrev_b64 v[108:109], 1, v[108:109]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v108, s3, v177, v108
	v_add_co_ci_u32_e64 v109, null, v178, v109, s3
	global_load_b128 v[108:111], v[108:109], off
.LBB0_43:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v114, 0
	v_mov_b32_e32 v115, 0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_45
	v_add_nc_u32_e32 v112, s19, v193
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshlrev_b64 v[112:113], 1, v[112:113]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v112, vcc_lo, v180, v112
	v_add_co_ci_u32_e64 v113, null, v185, v113, vcc_lo
	global_load_b128 v[112:115], v[112:113], off
.LBB0_45:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v123, 0
	v_mov_b32_e32 v122, 0
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_47
	v_add_nc_u32_e32 v117, s19, v191
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v118, 31, v117
	v_lshlrev_b64 v[117:118], 1, v[117:118]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v117, vcc_lo, v180, v117
	v_add_co_ci_u32_e64 v118, null, v185, v118, vcc_lo
	global_load_b128 v[120:123], v[117:118], off
.LBB0_47:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v118, 0
	v_mov_b32_e32 v119, 0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_49
	v_add_nc_u32_e32 v116, s19, v189
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshlrev_b64 v[116:117], 1, v[116:117]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v116, vcc_lo, v180, v116
	v_add_co_ci_u32_e64 v117, null, v185, v117, vcc_lo
	global_load_b128 v[116:119], v[116:117], off
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v125, 0
	v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v127, 0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_34
	v_add_nc_u32_e32 v124, s19, v187
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshlrev_b64 v[124:125], 1, v[124:125]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v124, vcc_lo, v180, v124
	v_add_co_ci_u32_e64 v125, null, v185, v125, vcc_lo
	global_load_b128 v[124:127], v[124:125], off
	s_branch .LBB0_34
.LBB0_51:
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
.LBB0_52:
	s_add_i32 s0, s33, 32
	v_or_b32_e32 v180, s33, v159
	v_or_b32_e32 v178, s33, v160
	v_or_b32_e32 v177, s33, v165
	v_or_b32_e32 v167, s33, v166
	v_or_b32_e32 v166, s33, v182
	v_or_b32_e32 v165, s33, v183
	v_or_b32_e32 v160, s33, v184
	v_or_b32_e32 v159, s33, v181
	s_min_i32 s20, s0, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s33, s20
	s_cbranch_scc1 .LBB0_71
	v_add_nc_u32_e32 v96, v156, v155
	v_lshl_or_b32 v154, v154, 1, v179
	v_add_nc_u32_e32 v157, v158, v157
	v_add_co_u32 v155, s0, s9, v164
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v97, v96, s33, v153
	v_add_co_ci_u32_e64 v156, null, s12, 0, s0
	v_add_co_u32 v181, s0, s7, v164
	v_add_nc_u32_e32 v98, 24, v97
	v_add_nc_u32_e32 v99, 16, v97
	v_mul_lo_u32 v187, s18, v97
	v_mul_lo_u32 v188, s14, v97
	v_add_co_ci_u32_e64 v182, null, s13, 0, s0
	v_mul_lo_u32 v158, s18, v98
	v_mul_lo_u32 v179, s14, v98
	v_add_nc_u32_e32 v98, 8, v97
	v_mul_lo_u32 v183, s18, v99
	v_mul_lo_u32 v184, s14, v99
	v_add_nc_u32_e32 v153, v96, v153
	v_add_nc_u32_e32 v161, v164, v161
	v_mul_lo_u32 v185, s18, v98
	v_mul_lo_u32 v186, s14, v98
	v_add_nc_u32_e32 v162, v164, v162
	v_add_nc_u32_e32 v163, v164, v163
	v_add_nc_u32_e32 v164, v164, v176
	v_add_nc_u32_e32 v168, v144, v168
	v_add_nc_u32_e32 v169, v144, v169
	v_add_nc_u32_e32 v170, v144, v170
	v_add_nc_u32_e32 v171, v144, v171
	v_add_nc_u32_e32 v172, v144, v172
	v_add_nc_u32_e32 v173, v144, v173
	v_add_nc_u32_e32 v174, v144, v174
	v_add_nc_u32_e32 v175, v144, v175
	s_mov_b32 s12, 0
	s_lshl_b32 s7, s18, 5
	s_lshl_b32 s9, s14, 5
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	s_mov_b32 s21, s12
	s_mov_b32 s22, s12
	s_branch .LBB0_55
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v161, v[96:99] offset:8704
	ds_store_b128 v162, v[104:107] offset:8704
	ds_store_b128 v163, v[100:103] offset:8704
	ds_store_b128 v164, v[108:111] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[189:192], v147 offset:8704
	ds_load_b128 v[193:196], v147 offset:8720
	ds_load_b128 v[197:200], v145
	ds_load_b128 v[201:204], v145 offset:16
	v_dual_mov_b32 v212, s19 :: v_dual_mov_b32 v211, s18
	v_dual_mov_b32 v210, s17 :: v_dual_mov_b32 v209, s16
	v_dual_mov_b32 v208, s15 :: v_dual_mov_b32 v207, s14
	v_dual_mov_b32 v206, s13 :: v_dual_mov_b32 v205, s12
	s_add_i32 s22, s22, s7
	s_add_i32 s21, s21, s9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[205:212]
	ds_load_b128 v[189:192], v147 offset:8736
	ds_load_b128 v[193:196], v147 offset:8752
	ds_load_b128 v[197:200], v145 offset:32
	ds_load_b128 v[201:204], v145 offset:48
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	ds_load_b128 v[189:192], v147 offset:8768
	ds_load_b128 v[193:196], v147 offset:8784
	ds_load_b128 v[197:200], v145 offset:64
	ds_load_b128 v[201:204], v145 offset:80
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	ds_load_b128 v[189:192], v147 offset:8800
	ds_load_b128 v[193:196], v147 offset:8816
	ds_load_b128 v[197:200], v145 offset:96
	ds_load_b128 v[201:204], v145 offset:112
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	ds_load_b128 v[189:192], v147 offset:8832
	ds_load_b128 v[193:196], v147 offset:8848
	ds_load_b128 v[197:200], v145 offset:128
	ds_load_b128 v[201:204], v145 offset:144
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	ds_load_b128 v[189:192], v147 offset:8864
	ds_load_b128 v[193:196], v147 offset:8880
	ds_load_b128 v[197:200], v145 offset:160
	ds_load_b128 v[201:204], v145 offset:176
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	ds_load_b128 v[189:192], v147 offset:8896
	ds_load_b128 v[193:196], v147 offset:8912
	ds_load_b128 v[197:200], v145 offset:192
	ds_load_b128 v[201:204], v145 offset:208
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	ds_load_b128 v[189:192], v147 offset:8928
	ds_load_b128 v[193:196], v147 offset:8944
	ds_load_b128 v[197:200], v145 offset:224
	ds_load_b128 v[201:204], v145 offset:240
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[213:220], v[197:204], v[189:196], v[213:220]
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v161, v[112:115] offset:8704
	ds_store_b128 v162, v[120:123] offset:8704
	ds_store_b128 v163, v[116:119] offset:8704
	ds_store_b128 v164, v[124:127] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[112:115], v147 offset:8704
	ds_load_b128 v[116:119], v147 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[32:39], v[112:119], v[205:212]
	ds_load_b128 v[112:115], v147 offset:8736
	ds_load_b128 v[116:119], v147 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[40:47], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8768
	ds_load_b128 v[116:119], v147 offset:8784
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[48:55], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8800
	ds_load_b128 v[116:119], v147 offset:8816
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[56:63], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8832
	ds_load_b128 v[116:119], v147 offset:8848
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[64:71], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8864
	ds_load_b128 v[116:119], v147 offset:8880
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[72:79], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8896
	ds_load_b128 v[116:119], v147 offset:8912
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[80:87], v[112:119], v[120:127]
	ds_load_b128 v[112:115], v147 offset:8928
	ds_load_b128 v[116:119], v147 offset:8944
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[120:127], v[88:95], v[112:119], v[120:127]
	v_mul_f32_e32 v112, v146, v213
	v_mul_f32_e32 v113, v146, v214
	v_mul_f32_e32 v114, v146, v215
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v117, v146, v218 :: v_dual_sub_f32 v124, v124, v140
	v_dual_sub_f32 v123, v123, v139 :: v_dual_sub_f32 v120, v120, v136
	v_dual_sub_f32 v122, v122, v138 :: v_dual_sub_f32 v121, v121, v137
	v_dual_mul_f32 v116, v146, v217 :: v_dual_sub_f32 v127, v127, v143
	v_dual_mul_f32 v118, v146, v219 :: v_dual_sub_f32 v125, v125, v141
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v161, v[96:99] offset:8704
	ds_store_b128 v162, v[104:107] offset:8704
	ds_store_b128 v163, v[100:103] offset:8704
	ds_store_b128 v164, v[108:111] offset:8704
	v_sub_f32_e32 v96, v112, v128
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v96
	v_cndmask_b32_e64 v97, 1.0, 0.5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v115, v146, v216 :: v_dual_mul_f32 v96, v96, v97
	v_dual_sub_f32 v97, v113, v129 :: v_dual_sub_f32 v126, v126, v142
	v_exp_f32_e32 v96, v96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v97
	v_cndmask_b32_e64 v98, 1.0, 0.5, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v97, v97, v98
	v_sub_f32_e32 v98, v114, v130
	v_exp_f32_e32 v97, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v98
	v_cndmask_b32_e64 v99, 1.0, 0.5, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v98, v98, v99
	v_sub_f32_e32 v99, v115, v131
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v100, 1.0, 0.5, s2
	v_mul_f32_e32 v99, v99, v100
	v_sub_f32_e32 v100, v116, v132
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v99, v99
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v101, 1.0, 0.5, s3
	v_dual_mul_f32 v119, v146, v220 :: v_dual_mul_f32 v100, v100, v101
	v_sub_f32_e32 v101, v117, v133
	v_exp_f32_e32 v98, v98
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v100, v100
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v102, 1.0, 0.5, s4
	v_mul_f32_e32 v101, v101, v102
	v_sub_f32_e32 v102, v118, v134
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v101, v101
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v103, 1.0, 0.5, s5
	v_mul_f32_e32 v102, v102, v103
	v_sub_f32_e32 v103, v119, v135
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v103
	v_cndmask_b32_e64 v104, 1.0, 0.5, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v103, v103, v104
	v_mul_f32_e32 v104, v96, v96
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v96, v96, v104, vcc_lo
	v_mul_f32_e32 v104, v97, v97
	v_cndmask_b32_e64 v97, v97, v104, s0
	v_mul_f32_e32 v104, v98, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v98, v98, v104, s1
	v_mul_f32_e32 v104, v99, v99
	v_cndmask_b32_e64 v99, v99, v104, s2
	v_mul_f32_e32 v104, v100, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v100, v100, v104, s3
	v_mul_f32_e32 v104, v101, v101
	v_cndmask_b32_e64 v101, v101, v104, s4
	v_mul_f32_e32 v104, v102, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v102, v102, v104, s5
	v_mul_f32_e32 v104, v103, v103
	v_cndmask_b32_e64 v103, v103, v104, s6
	v_add_nc_u32_e32 v104, s33, v157
	s_add_i32 s33, s33, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_lt_i32 s33, s20
	v_cmp_ge_i32_e32 vcc_lo, v180, v104
	v_cmp_ge_i32_e64 s0, v178, v104
	v_cmp_ge_i32_e64 s1, v177, v104
	v_cmp_ge_i32_e64 s2, v167, v104
	v_cmp_ge_i32_e64 s3, v166, v104
	v_cndmask_b32_e32 v96, 0, v96, vcc_lo
	v_cndmask_b32_e64 v97, 0, v97, s0
	v_cmp_ge_i32_e64 s4, v165, v104
	v_cmp_ge_i32_e64 s5, v160, v104
	v_cmp_ge_i32_e64 s6, v159, v104
	v_fma_mixlo_f16 v96, v96, v120, 0
	v_fma_mixhi_f16 v96, v97, v121, 0
	v_cndmask_b32_e64 v97, 0, v98, s1
	v_cndmask_b32_e64 v98, 0, v99, s2
	v_cndmask_b32_e64 v99, 0, v101, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_mixlo_f16 v97, v97, v122, 0
	v_fma_mixhi_f16 v97, v98, v123, 0
	v_cndmask_b32_e64 v98, 0, v100, s3
	v_cndmask_b32_e64 v100, 0, v103, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_mixlo_f16 v98, v98, v124, 0
	v_fma_mixhi_f16 v98, v99, v125, 0
	v_cndmask_b32_e64 v99, 0, v102, s5
	v_fma_mixlo_f16 v99, v99, v126, 0
	v_fma_mixhi_f16 v99, v100, v127, 0
	ds_load_b128 v[112:115], v161 offset:8704
	ds_load_b128 v[116:119], v162 offset:8704
	ds_load_b128 v[120:123], v163 offset:8704
	ds_load_b128 v[124:127], v164 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v168, v96 offset:8704
	ds_store_b16_d16_hi v169, v96 offset:8704
	ds_store_b16 v170, v97 offset:8704
	ds_store_b16_d16_hi v171, v97 offset:8704
	ds_store_b16 v172, v98 offset:8704
	ds_store_b16_d16_hi v173, v98 offset:8704
	ds_store_b16 v174, v99 offset:8704
	ds_store_b16_d16_hi v175, v99 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[96:99], v148 offset:8704
	ds_load_b128 v[100:103], v148 offset:8720
	ds_load_b128 v[104:107], v148 offset:8736
	ds_load_b128 v[108:111], v148 offset:8752
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v154, v112 offset:8704
	ds_store_b16_d16_hi v154, v112 offset:8784
	ds_store_b16 v154, v113 offset:8864
	ds_store_b16_d16_hi v154, v113 offset:8944
	ds_store_b16 v154, v114 offset:9024
	ds_store_b16_d16_hi v154, v114 offset:9104
	ds_store_b16 v154, v115 offset:9184
	ds_store_b16_d16_hi v154, v115 offset:9264
	ds_store_b16 v154, v116 offset:8720
	ds_store_b16_d16_hi v154, v116 offset:8800
	ds_store_b16 v154, v117 offset:8880
	ds_store_b16_d16_hi v154, v117 offset:8960
	ds_store_b16 v154, v118 offset:9040
	ds_store_b16_d16_hi v154, v118 offset:9120
	ds_store_b16 v154, v119 offset:9200
	ds_store_b16_d16_hi v154, v119 offset:9280
	ds_store_b16 v154, v120 offset:8736
	ds_store_b16_d16_hi v154, v120 offset:8816
	ds_store_b16 v154, v121 offset:8896
	ds_store_b16_d16_hi v154, v121 offset:8976
	ds_store_b16 v154, v122 offset:9056
	ds_store_b16_d16_hi v154, v122 offset:9136
	ds_store_b16 v154, v123 offset:9216
	ds_store_b16_d16_hi v154, v123 offset:9296
	ds_store_b16 v154, v124 offset:8752
	ds_store_b16_d16_hi v154, v124 offset:8832
	ds_store_b16 v154, v125 offset:8912
	ds_store_b16_d16_hi v154, v125 offset:8992
	ds_store_b16 v154, v126 offset:9072
	ds_store_b16_d16_hi v154, v126 offset:9152
	ds_store_b16 v154, v127 offset:9232
	ds_store_b16_d16_hi v154, v127 offset:9312
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[112:115], v149 offset:8704
	ds_load_b128 v[116:119], v149 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[16:23], v[96:103], v[112:119], v[16:23]
	ds_load_b128 v[112:115], v150 offset:8704
	ds_load_b128 v[116:119], v150 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[24:31], v[96:103], v[112:119], v[24:31]
	ds_load_b128 v[112:115], v151 offset:8704
	ds_load_b128 v[116:119], v151 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[8:15], v[96:103], v[112:119], v[8:15]
	ds_load_b128 v[112:115], v152 offset:8704
	ds_load_b128 v[116:119], v152 offset:8720
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[96:103], v[112:119], v[0:7]
	ds_load_b128 v[96:99], v149 offset:8736
	ds_load_b128 v[100:103], v149 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[16:23], v[104:111], v[96:103], v[16:23]
	ds_load_b128 v[96:99], v150 offset:8736
	ds_load_b128 v[100:103], v150 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[24:31], v[104:111], v[96:103], v[24:31]
	ds_load_b128 v[96:99], v151 offset:8736
	ds_load_b128 v[100:103], v151 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[8:15], v[104:111], v[96:103], v[8:15]
	ds_load_b128 v[96:99], v152 offset:8736
	ds_load_b128 v[100:103], v152 offset:8752
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[104:111], v[96:103], v[0:7]
	s_cbranch_scc0 .LBB0_71
.LBB0_55:
	v_dual_mov_b32 v97, 0 :: v_dual_add_nc_u32 v108, s33, v153
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v99, 0
	v_mov_b32_e32 v98, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s31, v108
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_57
	v_add_nc_u32_e32 v96, s21, v188
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v96, s0, v155, v96
	v_add_co_ci_u32_e64 v97, null, v156, v97, s0
	global_load_b128 v[96:99], v[96:97], off
.LBB0_57:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v100, 0 :: v_dual_add_nc_u32 v101, 8, v108
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s31, v101
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_59
	v_add_nc_u32_e32 v101, s21, v186
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v102, 31, v101
	v_lshlrev_b64 v[101:102], 1, v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v101, s1, v155, v101
	v_add_co_ci_u32_e64 v102, null, v156, v102, s1
	global_load_b128 v[104:107], v[101:102], off
.LBB0_59:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v102, 0 :: v_dual_add_nc_u32 v103, 16, v108
	v_mov_b32_e32 v101, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s1, s31, v103
	v_mov_b32_e32 v103, 0
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_61
	v_add_nc_u32_e32 v100, s21, v184
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshlrev_b64 v[100:101], 1, v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v100, s2, v155, v100
	v_add_co_ci_u32_e64 v101, null, v156, v101, s2
	global_load_b128 v[100:103], v[100:101], off
.LBB0_61:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v112, 0 :: v_dual_add_nc_u32 v111, 24, v108
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v109, 0
	v_mov_b32_e32 v110, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s31, v111
	v_mov_b32_e32 v111, 0
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_63
	v_add_nc_u32_e32 v108, s21, v179
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshlrev_b64 v[108:109], 1, v[108:109]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v108, s3, v155, v108
	v_add_co_ci_u32_e64 v109, null, v156, v109, s3
	global_load_b128 v[108:111], v[108:109], off
.LBB0_63:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v114, 0
	v_mov_b32_e32 v115, 0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_65
	v_add_nc_u32_e32 v112, s22, v187
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshlrev_b64 v[112:113], 1, v[112:113]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v112, vcc_lo, v181, v112
	v_add_co_ci_u32_e64 v113, null, v182, v113, vcc_lo
	global_load_b128 v[112:115], v[112:113], off
.LBB0_65:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v123, 0
	v_mov_b32_e32 v122, 0
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_67
	v_add_nc_u32_e32 v117, s22, v185
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v118, 31, v117
	v_lshlrev_b64 v[117:118], 1, v[117:118]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v117, vcc_lo, v181, v117
	v_add_co_ci_u32_e64 v118, null, v182, v118, vcc_lo
	global_load_b128 v[120:123], v[117:118], off
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v118, 0
	v_mov_b32_e32 v119, 0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_69
	v_add_nc_u32_e32 v116, s22, v183
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshlrev_b64 v[116:117], 1, v[116:117]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v116, vcc_lo, v181, v116
	v_add_co_ci_u32_e64 v117, null, v182, v117, vcc_lo
	global_load_b128 v[116:119], v[116:117], off
.LBB0_69:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v125, 0
	v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v127, 0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_54
	v_add_nc_u32_e32 v124, s22, v158
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshlrev_b64 v[124:125], 1, v[124:125]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v124, vcc_lo, v181, v124
	v_add_co_ci_u32_e64 v125, null, v182, v125, vcc_lo
	global_load_b128 v[124:127], v[124:125], off
	s_branch .LBB0_54
.LBB0_71:
	v_mul_lo_u32 v32, s30, v180
	s_add_u32 s6, s10, s28
	s_addc_u32 s7, s11, s29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v32, vcc_lo, s6, v32
	v_add_co_ci_u32_e64 v33, null, s7, v33, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s31, v180
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v32, s0, v32, v144
	v_add_co_ci_u32_e64 v33, null, 0, v33, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_73
	v_fma_mixlo_f16 v16, s8, v16, 0
	global_store_b16 v[32:33], v16, off
.LBB0_73:
	s_or_b32 exec_lo, exec_lo, s0
	v_mul_lo_u32 v34, s30, v178
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, s0, s6, v34
	v_add_co_ci_u32_e64 v35, null, s7, v35, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v34, s0, v16, v144
	v_add_co_ci_u32_e64 v35, null, 0, v35, s0
	v_cmp_gt_i32_e64 s0, s31, v178
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_75
	v_fma_mixlo_f16 v16, s8, v17, 0
	global_store_b16 v[34:35], v16, off
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s1
	v_mul_lo_u32 v16, s30, v177
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, s1, s6, v16
	v_add_co_ci_u32_e64 v17, null, s7, v17, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, s1, v16, v144
	v_add_co_ci_u32_e64 v17, null, 0, v17, s1
	v_cmp_gt_i32_e64 s1, s31, v177
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_77
	v_fma_mixlo_f16 v18, s8, v18, 0
	global_store_b16 v[16:17], v18, off
.LBB0_77:
	s_or_b32 exec_lo, exec_lo, s2
	v_mul_lo_u32 v36, s30, v167
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshlrev_b64 v[36:37], 1, v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, s2, s6, v36
	v_add_co_ci_u32_e64 v37, null, s7, v37, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v36, s2, v18, v144
	v_add_co_ci_u32_e64 v37, null, 0, v37, s2
	v_cmp_gt_i32_e64 s2, s31, v167
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_79
	v_fma_mixlo_f16 v18, s8, v19, 0
	global_store_b16 v[36:37], v18, off
.LBB0_79:
	s_or_b32 exec_lo, exec_lo, s3
	v_mul_lo_u32 v18, s30, v166
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, s3, s6, v18
	v_add_co_ci_u32_e64 v19, null, s7, v19, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, s3, v18, v144
	v_add_co_ci_u32_e64 v19, null, 0, v19, s3
	v_cmp_gt_i32_e64 s3, s31, v166
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_81
	v_fma_mixlo_f16 v20, s8, v20, 0
	global_store_b16 v[18:19], v20, off
.LBB0_81:
	s_or_b32 exec_lo, exec_lo, s4
	v_mul_lo_u32 v38, s30, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, s4, s6, v38
	v_add_co_ci_u32_e64 v39, null, s7, v39, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v38, s4, v20, v144
	v_add_co_ci_u32_e64 v39, null, 0, v39, s4
	v_cmp_gt_i32_e64 s4, s31, v165
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_83
	v_fma_mixlo_f16 v20, s8, v21, 0
	global_store_b16 v[38:39], v20, off
.LBB0_83:
	s_or_b32 exec_lo, exec_lo, s5
	v_mul_lo_u32 v20, s30, v160
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, s5, s6, v20
	v_add_co_ci_u32_e64 v21, null, s7, v21, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, s5, v20, v144
	v_add_co_ci_u32_e64 v21, null, 0, v21, s5
	v_cmp_gt_i32_e64 s5, s31, v160
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_85
	v_fma_mixlo_f16 v22, s8, v22, 0
	global_store_b16 v[20:21], v22, off
.LBB0_85:
	s_or_b32 exec_lo, exec_lo, s9
	v_mul_lo_u32 v40, s30, v159
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[40:41], 1, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, s6, s6, v40
	v_add_co_ci_u32_e64 v41, null, s7, v41, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v40, s6, v22, v144
	v_add_co_ci_u32_e64 v41, null, 0, v41, s6
	v_cmp_gt_i32_e64 s6, s31, v159
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_111
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_112
.LBB0_87:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_113
.LBB0_88:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_114
.LBB0_89:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_115
.LBB0_90:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_116
.LBB0_91:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_117
.LBB0_92:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_118
.LBB0_93:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_119
.LBB0_94:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_120
.LBB0_95:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_121
.LBB0_96:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execnz .LBB0_122
.LBB0_97:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execnz .LBB0_123
.LBB0_98:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB0_124
.LBB0_99:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB0_125
.LBB0_100:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB0_126
.LBB0_101:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB0_127
.LBB0_102:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execnz .LBB0_128
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execnz .LBB0_129
.LBB0_104:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_130
.LBB0_105:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB0_131
.LBB0_106:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB0_132
.LBB0_107:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB0_133
.LBB0_108:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB0_134
.LBB0_109:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB0_135
.LBB0_110:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_111:
	v_fma_mixlo_f16 v22, s8, v23, 0
	global_store_b16 v[40:41], v22, off
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_87
.LBB0_112:
	v_fma_mixlo_f16 v22, s8, v24, 0
	global_store_b16 v[32:33], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_88
.LBB0_113:
	v_fma_mixlo_f16 v22, s8, v25, 0
	global_store_b16 v[34:35], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_89
.LBB0_114:
	v_fma_mixlo_f16 v22, s8, v26, 0
	global_store_b16 v[16:17], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_90
.LBB0_115:
	v_fma_mixlo_f16 v22, s8, v27, 0
	global_store_b16 v[36:37], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_91
.LBB0_116:
	v_fma_mixlo_f16 v22, s8, v28, 0
	global_store_b16 v[18:19], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_92
.LBB0_117:
	v_fma_mixlo_f16 v22, s8, v29, 0
	global_store_b16 v[38:39], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_93
.LBB0_118:
	v_fma_mixlo_f16 v22, s8, v30, 0
	global_store_b16 v[20:21], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_94
.LBB0_119:
	v_fma_mixlo_f16 v22, s8, v31, 0
	global_store_b16 v[40:41], v22, off offset:64
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_95
.LBB0_120:
	v_fma_mixlo_f16 v8, s8, v8, 0
	global_store_b16 v[32:33], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_96
.LBB0_121:
	v_fma_mixlo_f16 v8, s8, v9, 0
	global_store_b16 v[34:35], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_97
.LBB0_122:
	v_fma_mixlo_f16 v8, s8, v10, 0
	global_store_b16 v[16:17], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_98
.LBB0_123:
	v_fma_mixlo_f16 v8, s8, v11, 0
	global_store_b16 v[36:37], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_99
.LBB0_124:
	v_fma_mixlo_f16 v8, s8, v12, 0
	global_store_b16 v[18:19], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_100
.LBB0_125:
	v_fma_mixlo_f16 v8, s8, v13, 0
	global_store_b16 v[38:39], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_101
.LBB0_126:
	v_fma_mixlo_f16 v8, s8, v14, 0
	global_store_b16 v[20:21], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_102
.LBB0_127:
	v_fma_mixlo_f16 v8, s8, v15, 0
	global_store_b16 v[40:41], v8, off offset:128
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_103
.LBB0_128:
	v_fma_mixlo_f16 v0, s8, v0, 0
	global_store_b16 v[32:33], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_104
.LBB0_129:
	v_fma_mixlo_f16 v0, s8, v1, 0
	global_store_b16 v[34:35], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_105
.LBB0_130:
	v_fma_mixlo_f16 v0, s8, v2, 0
	global_store_b16 v[16:17], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_106
.LBB0_131:
	v_fma_mixlo_f16 v0, s8, v3, 0
	global_store_b16 v[36:37], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_107
.LBB0_132:
	v_fma_mixlo_f16 v0, s8, v4, 0
	global_store_b16 v[18:19], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_108
.LBB0_133:
	v_fma_mixlo_f16 v0, s8, v5, 0
	global_store_b16 v[38:39], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_109
.LBB0_134:
	v_fma_mixlo_f16 v0, s8, v6, 0
	global_store_b16 v[20:21], v0, off offset:192
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_110
.LBB0_135:
	v_fma_mixlo_f16 v0, s8, v7, 0
	global_store_b16 v[40:41], v0, off offset:192
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 18944
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 144
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 239
		.amdhsa_next_free_sgpr 35
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
	.size	_attn_bwd_dq, .Lfunc_end0-_attn_bwd_dq

	.set _attn_bwd_dq.num_vgpr, 239
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 35
	.set _attn_bwd_dq.num_named_barrier, 0
	.set _attn_bwd_dq.private_seg_size, 0
	.set _attn_bwd_dq.uses_vcc, 1
	.set _attn_bwd_dq.uses_flat_scratch, 0
	.set _attn_bwd_dq.has_dyn_sized_stack, 0
	.set _attn_bwd_dq.has_recursion, 0
	.set _attn_bwd_dq.has_indirect_call, 0
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
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 18944
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .max_flat_workgroup_size: 128
    .name:           _attn_bwd_dq
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     239
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
