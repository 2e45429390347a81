	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_load_b96 s[12:14], s[0:1], 0x84
	s_abs_i32 s5, ttmp7
	v_bfe_u32 v35, v0, 5, 1
	v_bfe_u32 v145, v0, 4, 1
	v_lshrrev_b32_e32 v64, 6, v0
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b96 s[20:22], s[0:1], 0x40
	v_bfe_u32 v104, v0, 3, 1
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v65, 3, v0
	v_lshlrev_b32_e32 v3, 3, v64
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v8, 0
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v105, 56, v65
	v_lshlrev_b32_e32 v27, 1, v105
	s_wait_kmcnt 0x0
	s_abs_i32 s2, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_u32 s3, s2
	s_sub_co_i32 s4, 0, s2
	v_rcp_iflag_f32_e32 v1, s3
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	v_readfirstlane_b32 s3, v1
	v_mov_b32_e32 v1, 0
	s_mul_f32 s3, s3, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s3, s3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s4, s4, s3
	s_mul_hi_u32 s4, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s3, s3, s4
	s_xor_b32 s4, ttmp7, s12
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s3, s5, s3
	s_ashr_i32 s4, s4, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s5, s5, s6
	s_add_co_i32 s6, s3, 1
	s_sub_co_i32 s7, s5, s2
	s_cmp_ge_u32 s5, s2
	s_cselect_b32 s3, s6, s3
	s_cselect_b32 s5, s7, s5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s6, s3, 1
	s_cmp_ge_u32 s5, s2
	s_cselect_b32 s3, s6, s3
	s_abs_i32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s4
	s_cvt_f32_u32 s6, s5
	s_sub_co_i32 s8, 0, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s34, s3, s4
	s_xor_b32 s7, s12, s13
	v_rcp_iflag_f32_e32 v2, s6
	s_ashr_i32 s7, s7, 31
	s_ashr_i32 s35, s34, 31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s6, v2
	v_lshlrev_b32_e32 v2, 2, v35
	s_mul_f32 s6, s6, 0x4f7ffffe
	v_lshl_or_b32 v2, v145, 1, v2
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cvt_u32_f32 s6, s6
	v_or3_b32 v36, v2, v3, v104
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s6
	s_mul_hi_u32 s3, s6, s8
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s6, s6, s3
	s_mul_i32 s3, s34, s12
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s4, s2, s6
	s_sub_co_i32 s30, ttmp7, s3
	s_mul_i32 s3, s4, s5
	s_ashr_i32 s31, s30, 31
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s2, s3
	s_add_co_i32 s3, s4, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s6, s2, s5
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s3, s3, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s2, s6, s2
	s_add_co_i32 s4, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_u32 s2, s5
	s_mov_b32 s2, s20
	s_cselect_b32 s5, s4, s3
	s_lshl_b32 s23, ttmp9, 5
	s_xor_b32 s6, s5, s7
	v_or_b32_e32 v19, s23, v36
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s28, s6, s7
	s_mov_b32 s4, s21
	s_ashr_i32 s3, s20, 31
	s_ashr_i32 s5, s21, 31
	v_mul_lo_u32 v2, s22, v19
	s_abs_i32 s27, s28
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[34:35], s[2:3]
	s_mul_u64 s[4:5], s[30:31], s[4:5]
	s_cvt_f32_u32 s6, s27
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	v_cmp_gt_i32_e32 vcc_lo, s14, v19
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[2:3], 1
	v_ashrrev_i32_e32 v3, 31, v2
	v_rcp_iflag_f32_e32 v4, s6
	s_add_nc_u64 s[4:5], s[16:17], s[12:13]
	s_mov_b32 s17, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	v_readfirstlane_b32 s16, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v2, s2, s4, v2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s5, v3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, s2, v2, v27
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v10, null, 0, v3, s2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
	global_load_b128 v[5:8], v[9:10], off
.LBB0_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_4
	global_load_b128 v[1:4], v[9:10], off offset:128
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_or3_b32 v28, v36, s23, 16
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v9, s22, v28
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[9:10]
	v_mov_b32_e32 v9, 0
	v_add_co_u32 v10, s2, s4, v10
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s5, v11, s2
	v_cmp_gt_i32_e64 s2, s14, v28
	v_add_co_u32 v17, s3, v10, v27
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, v11, s3
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_6
	global_load_b128 v[13:16], v[17:18], off
.LBB0_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_8
	global_load_b128 v[9:12], v[17:18], off offset:128
.LBB0_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_clause 0x1
	s_load_b96 s[24:26], s[0:1], 0x70
	s_load_b256 s[4:11], s[0:1], 0x20
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v24, 0
	v_mov_b32_e32 v23, 0
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v18, s26, v19
	s_ashr_i32 s21, s24, 31
	s_mov_b32 s20, s24
	s_ashr_i32 s37, s25, 31
	s_mov_b32 s36, s25
	s_mul_u64 s[20:21], s[34:35], s[20:21]
	s_mul_u64 s[24:25], s[30:31], s[36:37]
	s_lshl_b64 s[20:21], s[20:21], 1
	v_ashrrev_i32_e32 v19, 31, v18
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_nc_u64 s[4:5], s[4:5], s[20:21]
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[4:5], s[4:5], s[24:25]
	v_lshlrev_b64_e32 v[18:19], 1, v[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, s3, s4, v18
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v19, null, s5, v19, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v25, s3, v18, v27
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v26, null, 0, v19, s3
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_10
	global_load_b128 v[21:24], v[25:26], off
.LBB0_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_12
	global_load_b128 v[17:20], v[25:26], off offset:128
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_mul_lo_u32 v25, s26, v28
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v72, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64_e32 v[28:29], 1, v[25:26]
	v_mov_b32_e32 v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v26, vcc_lo, s4, v28
	v_add_co_ci_u32_e64 v28, null, s5, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v29, vcc_lo, v26, v27
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v28, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_14
	global_load_b128 v[72:75], v[29:30], off
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	v_mov_b32_e32 v28, 0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_16
	global_load_b128 v[25:28], v[29:30], off offset:128
.LBB0_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v66, 0 :: v_dual_lshlrev_b32 v147, 1, v35
	v_dual_mov_b32 v67, 0 :: v_dual_lshlrev_b32 v148, 2, v64
	s_mov_b32 s2, ttmp7
	s_ashr_i32 s3, ttmp7, 31
	s_ashr_i32 s15, s14, 31
	s_delay_alu instid0(VALU_DEP_1)
	v_or3_b32 v146, v147, v148, v145
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[14:15], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[20:21], s[2:3], 2
	v_or_b32_e32 v29, s23, v146
	s_add_nc_u64 s[4:5], s[6:7], s[20:21]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s14, v29
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v30, 31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[30:31], 2, v[29:30]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v30, s2, s4, v30
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v31, null, s5, v31, s2
	global_load_b32 v67, v[30:31], off
.LBB0_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_ashr_i32 s2, s23, 31
	v_add_co_u32 v30, s3, v146, s23
	s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v31, null, 0, s2, s3
	v_or_b32_e32 v112, 8, v146
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[31:32], 2, v[30:31]
	v_or_b32_e32 v30, s23, v112
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v33, s2, s4, v31
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v34, null, s5, v32, s2
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s14, v30
	s_mul_f32 s4, s16, 0x4f7ffffe
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_20
	global_load_b32 v66, v[33:34], off offset:32
.LBB0_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v113, 16, v146
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v69, 0
	s_cvt_u32_f32 s5, s4
	s_sub_co_i32 s6, 0, s27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v30, s23, v113
	v_cmp_gt_i32_e64 s3, s14, v30
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_22
	global_load_b32 v69, v[33:34], off offset:64
.LBB0_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v114, 24, v146
	s_mul_i32 s6, s6, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v30, s23, v114
	v_cmp_gt_i32_e64 s4, s14, v30
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_24
	global_load_b32 v68, v[33:34], off offset:96
.LBB0_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	s_mul_hi_u32 s15, s5, s6
	s_add_nc_u64 s[8:9], s[8:9], s[20:21]
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v30, 31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[29:30], 2, v[29:30]
	v_add_co_u32 v29, vcc_lo, s8, v29
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, s9, v30, vcc_lo
	global_load_b32 v107, v[29:30], off
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[6:7], s[0:1], 0x10
	v_add_co_u32 v29, vcc_lo, s8, v31
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, s9, v32, vcc_lo
	s_abs_i32 s16, s30
	s_add_co_i32 s8, s5, s15
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB0_28
	global_load_b32 v106, v[29:30], off offset:32
.LBB0_28:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v108, 0
	s_mov_b32 s9, s17
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_30
	global_load_b32 v108, v[29:30], off offset:64
.LBB0_30:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_mul_u64 s[2:3], s[16:17], s[8:9]
	s_ashr_i32 s2, s28, 31
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_32
	global_load_b32 v31, v[29:30], off offset:96
.LBB0_32:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v29, 0x110, v36
	v_lshlrev_b32_e32 v30, 4, v35
	v_and_b32_e32 v149, 15, v0
	v_lshlrev_b32_e32 v151, 4, v64
	s_clause 0x2
	s_load_b32 s15, s[0:1], 0x18
	s_load_b96 s[24:26], s[0:1], 0x50
	s_load_b96 s[28:30], s[0:1], 0x60
	v_lshl_add_u32 v29, v105, 1, v29
	s_mul_i32 s0, s3, s27
	v_or_b32_e32 v150, v30, v149
	v_or_b32_e32 v152, v151, v149
	s_sub_co_i32 s0, s16, s0
	s_xor_b32 s1, s31, s2
	s_add_co_i32 s2, s3, 1
	v_mul_u32_u24_e32 v0, 0x110, v150
	s_sub_co_i32 s4, s0, s27
	s_cmp_ge_u32 s0, s27
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v29, v[5:8]
	ds_store_b128 v29, v[1:4] offset:128
	ds_store_b128 v29, v[13:16] offset:4352
	ds_store_b128 v29, v[9:12] offset:4480
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v0, v145, 4, v0
	v_and_b32_e32 v1, 24, v65
	v_lshlrev_b32_e32 v4, 3, v145
	v_mul_u32_u24_e32 v5, 0x90, v152
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s2, s2, s3
	s_cselect_b32 s0, s4, s0
	v_mul_u32_u24_e32 v1, 0x90, v1
	v_or_b32_e32 v153, v4, v30
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s2, 1
	s_cmp_ge_u32 s0, s27
	s_wait_kmcnt 0x0
	s_mov_b32 s8, s28
	v_lshl_or_b32 v1, v146, 2, v1
	v_lshl_add_u32 v5, v153, 2, v5
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s3, s2
	v_or_b32_e32 v156, 1, v153
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[32:35], v0
	ds_load_b128 v[36:39], v0 offset:32
	ds_load_b128 v[40:43], v0 offset:64
	ds_load_b128 v[44:47], v0 offset:96
	ds_load_b128 v[48:51], v0 offset:128
	ds_load_b128 v[52:55], v0 offset:160
	ds_load_b128 v[56:59], v0 offset:192
	ds_load_b128 v[60:63], v0 offset:224
	v_add_nc_u32_e32 v2, 0x200, v1
	v_add_nc_u32_e32 v3, 0x400, v1
	s_xor_b32 s0, s0, s1
	v_or_b32_e32 v157, 2, v153
	v_or_b32_e32 v158, 3, v153
	v_or_b32_e32 v159, 4, v153
	v_or_b32_e32 v160, 5, v153
	v_or_b32_e32 v161, 6, v153
	v_or_b32_e32 v162, 7, v153
	s_sub_co_i32 s0, s0, s1
	s_ashr_i32 s3, s24, 31
	s_mov_b32 s2, s24
	s_ashr_i32 s9, s28, 31
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s5, s25, 31
	s_mov_b32 s4, s25
	s_ashr_i32 s17, s29, 31
	s_mov_b32 s16, s29
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[34:35], s[2:3]
	s_mul_u64 s[8:9], s[34:35], s[8:9]
	s_mul_u64 s[4:5], s[0:1], s[4:5]
	s_mul_u64 s[0:1], s[0:1], s[16:17]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[8:9], s[8:9], 1
	v_or_b32_e32 v154, 32, v152
	v_or_b32_e32 v155, 64, v152
	v_or_b32_e32 v176, 0x60, v152
	v_lshlrev_b32_e32 v144, 1, v152
	v_mul_u32_u24_e32 v164, 0x110, v146
	v_mul_u32_u24_e32 v165, 0x110, v112
	v_mul_u32_u24_e32 v166, 0x110, v113
	v_mul_u32_u24_e32 v167, 0x110, v114
	v_lshlrev_b32_e32 v177, 1, v4
	v_mul_u32_u24_e32 v168, 0x50, v153
	v_mul_u32_u24_e32 v169, 0x50, v156
	v_mul_u32_u24_e32 v170, 0x50, v157
	v_mul_u32_u24_e32 v171, 0x50, v158
	v_mul_u32_u24_e32 v172, 0x50, v159
	v_mul_u32_u24_e32 v173, 0x50, v160
	v_mul_u32_u24_e32 v174, 0x50, v161
	v_mul_u32_u24_e32 v175, 0x50, v162
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[18:19], s[2:3]
	s_add_nc_u64 s[16:17], s[6:7], s[8:9]
	s_mul_f32 s7, s15, 0x3fb8aa3b
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[2:3], s[4:5]
	s_cmp_lt_i32 s23, 1
	s_add_nc_u64 s[16:17], s[16:17], s[0:1]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v1, v67, v66 offset1:8
	ds_store_2addr_b32 v1, v67, v66 offset0:36 offset1:44
	ds_store_2addr_b32 v1, v67, v66 offset0:72 offset1:80
	ds_store_2addr_b32 v1, v67, v66 offset0:108 offset1:116
	ds_store_2addr_b32 v1, v67, v66 offset0:144 offset1:152
	ds_store_2addr_b32 v1, v67, v66 offset0:180 offset1:188
	ds_store_2addr_b32 v1, v67, v66 offset0:216 offset1:224
	ds_store_2addr_b32 v2, v67, v66 offset0:124 offset1:132
	ds_store_2addr_b32 v1, v69, v68 offset0:16 offset1:24
	ds_store_2addr_b32 v1, v69, v68 offset0:52 offset1:60
	ds_store_2addr_b32 v1, v69, v68 offset0:88 offset1:96
	ds_store_2addr_b32 v1, v69, v68 offset0:124 offset1:132
	ds_store_2addr_b32 v1, v69, v68 offset0:160 offset1:168
	ds_store_2addr_b32 v1, v69, v68 offset0:196 offset1:204
	ds_store_2addr_b32 v1, v69, v68 offset0:232 offset1:240
	ds_store_2addr_b32 v3, v69, v68 offset0:12 offset1:20
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[64:67], v5
	ds_load_b128 v[68:71], v5 offset:16
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v29, v[21:24]
	ds_store_b128 v29, v[17:20] offset:128
	ds_store_b128 v29, v[72:75] offset:4352
	ds_store_b128 v29, v[25:28] offset:4480
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[72:75], v0
	ds_load_b128 v[76:79], v0 offset:32
	ds_load_b128 v[80:83], v0 offset:64
	ds_load_b128 v[84:87], v0 offset:96
	ds_load_b128 v[88:91], v0 offset:128
	ds_load_b128 v[92:95], v0 offset:160
	ds_load_b128 v[96:99], v0 offset:192
	ds_load_b128 v[100:103], v0 offset:224
	v_lshl_or_b32 v0, v104, 6, v105
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v163, 1, v0
	v_mul_u32_u24_e32 v178, 0x50, v0
	v_mov_b32_e32 v0, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v1, v107, v106 offset1:8
	ds_store_2addr_b32 v1, v107, v106 offset0:36 offset1:44
	ds_store_2addr_b32 v1, v107, v106 offset0:72 offset1:80
	ds_store_2addr_b32 v1, v107, v106 offset0:108 offset1:116
	ds_store_2addr_b32 v1, v107, v106 offset0:144 offset1:152
	ds_store_2addr_b32 v1, v107, v106 offset0:180 offset1:188
	ds_store_2addr_b32 v1, v107, v106 offset0:216 offset1:224
	ds_store_2addr_b32 v2, v107, v106 offset0:124 offset1:132
	ds_store_2addr_b32 v1, v108, v31 offset0:16 offset1:24
	ds_store_2addr_b32 v1, v108, v31 offset0:52 offset1:60
	ds_store_2addr_b32 v1, v108, v31 offset0:88 offset1:96
	ds_store_2addr_b32 v1, v108, v31 offset0:124 offset1:132
	ds_store_2addr_b32 v1, v108, v31 offset0:160 offset1:168
	ds_store_2addr_b32 v1, v108, v31 offset0:196 offset1:204
	ds_store_2addr_b32 v1, v108, v31 offset0:232 offset1:240
	ds_store_2addr_b32 v3, v108, v31 offset0:12 offset1:20
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[104:107], v5
	ds_load_b128 v[108:111], v5 offset:16
	s_cbranch_scc1 .LBB0_51
	v_add3_u32 v181, v148, v147, v145
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v179, s0, s8, v163
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v180, null, s9, 0, s0
	v_add_nc_u32_e32 v1, 24, v181
	v_add_nc_u32_e32 v2, 16, v181
	v_dual_mov_b32 v4, v0 :: v_dual_add_nc_u32 v3, 8, v181
	v_mul_lo_u32 v197, s30, v181
	v_mul_lo_u32 v198, s26, v181
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_lo_u32 v193, s30, v2
	v_mul_lo_u32 v194, s26, v2
	v_mul_lo_u32 v195, s30, v3
	v_mul_lo_u32 v196, s26, v3
	v_mov_b32_e32 v2, v0
	v_mul_lo_u32 v191, s30, v1
	v_mul_lo_u32 v192, s26, v1
	v_add_co_u32 v182, s0, s16, v163
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v183, null, s17, 0, s0
	v_mad_u32_u24 v184, 0x110, v152, v177
	v_mad_u32_u24 v185, 0x50, v150, v177
	v_lshl_or_b32 v186, v146, 1, v178
	v_mad_u32_u24 v187, 0x50, v152, v177
	v_mad_u32_u24 v188, 0x50, v154, v177
	v_mad_u32_u24 v189, 0x50, v155, v177
	v_mad_u32_u24 v190, 0x50, v176, v177
	v_dual_mov_b32 v6, v0 :: v_dual_add_nc_u32 v199, v163, v164
	v_dual_mov_b32 v3, v0 :: v_dual_add_nc_u32 v200, v163, v165
	v_dual_mov_b32 v8, v0 :: v_dual_add_nc_u32 v201, v163, v166
	v_dual_mov_b32 v5, v0 :: v_dual_add_nc_u32 v202, v163, v167
	v_add_nc_u32_e32 v203, v144, v168
	v_add_nc_u32_e32 v204, v144, v169
	v_add_nc_u32_e32 v205, v144, v170
	v_add_nc_u32_e32 v206, v144, v171
	v_add_nc_u32_e32 v207, v144, v172
	v_add_nc_u32_e32 v208, v144, v173
	v_add_nc_u32_e32 v209, v144, v174
	v_add_nc_u32_e32 v210, v144, v175
	v_mov_b32_e32 v1, v0
	v_dual_mov_b32 v7, v0 :: v_dual_mov_b32 v10, v0
	v_dual_mov_b32 v9, v0 :: v_dual_mov_b32 v12, v0
	v_dual_mov_b32 v11, v0 :: v_dual_mov_b32 v14, v0
	v_dual_mov_b32 v13, v0 :: v_dual_mov_b32 v16, v0
	v_dual_mov_b32 v15, v0 :: v_dual_mov_b32 v18, v0
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v20, v0
	v_dual_mov_b32 v19, v0 :: v_dual_mov_b32 v22, v0
	v_dual_mov_b32 v21, v0 :: v_dual_mov_b32 v24, v0
	v_dual_mov_b32 v23, v0 :: v_dual_mov_b32 v26, v0
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v28, v0
	v_dual_mov_b32 v27, v0 :: v_dual_mov_b32 v30, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v31, v0
	s_lshl_b32 s18, s30, 5
	s_lshl_b32 s19, s26, 5
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_mov_b32 s24, 0
	s_branch .LBB0_35
.LBB0_34:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s24, s24, 32
	s_add_co_i32 s21, s21, s18
	s_add_co_i32 s20, s20, s19
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s24, s23
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v199, v[112:115]
	ds_store_b128 v200, v[120:123]
	ds_store_b128 v201, v[116:119]
	ds_store_b128 v202, v[124:127]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[219:222], v184
	ds_load_b128 v[223:226], v184 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[211:218], v[32:35], v[219:222], 0
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[211:218], v[36:39], v[223:226], v[211:218]
	ds_load_b128 v[219:222], v184 offset:64
	ds_load_b128 v[223:226], v184 offset:96
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[211:218], v[40:43], v[219:222], v[211:218]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[211:218], v[44:47], v[223:226], v[211:218]
	ds_load_b128 v[219:222], v184 offset:128
	ds_load_b128 v[223:226], v184 offset:160
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[211:218], v[48:51], v[219:222], v[211:218]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[211:218], v[52:55], v[223:226], v[211:218]
	ds_load_b128 v[219:222], v184 offset:192
	ds_load_b128 v[223:226], v184 offset:224
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[211:218], v[56:59], v[219:222], v[211:218]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[211:218], v[60:63], v[223:226], v[211:218]
	v_dual_mul_f32 v211, s7, v211 :: v_dual_mul_f32 v212, s7, v212
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v213, s7, v213 :: v_dual_mul_f32 v214, s7, v214
	v_dual_mul_f32 v215, s7, v215 :: v_dual_mul_f32 v216, s7, v216
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v217, s7, v217 :: v_dual_mul_f32 v218, s7, v218
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v199, v[128:131]
	ds_store_b128 v200, v[136:139]
	ds_store_b128 v201, v[132:135]
	ds_store_b128 v202, v[140:143]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[136:139], v184
	ds_load_b128 v[140:143], v184 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[128:135], v[72:75], v[136:139], 0
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[128:135], v[76:79], v[140:143], v[128:135]
	ds_load_b128 v[136:139], v184 offset:64
	ds_load_b128 v[140:143], v184 offset:96
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[128:135], v[80:83], v[136:139], v[128:135]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[128:135], v[84:87], v[140:143], v[128:135]
	ds_load_b128 v[136:139], v184 offset:128
	ds_load_b128 v[140:143], v184 offset:160
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[128:135], v[88:91], v[136:139], v[128:135]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[128:135], v[92:95], v[140:143], v[128:135]
	ds_load_b128 v[136:139], v184 offset:192
	ds_load_b128 v[140:143], v184 offset:224
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[128:135], v[96:99], v[136:139], v[128:135]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[128:135], v[100:103], v[140:143], v[128:135]
	v_dual_sub_f32 v128, v128, v104 :: v_dual_sub_f32 v129, v129, v105
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v130, v130, v106 :: v_dual_sub_f32 v131, v131, v107
	v_dual_sub_f32 v132, v132, v108 :: v_dual_sub_f32 v133, v133, v109
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_sub_f32 v134, v134, v110 :: v_dual_sub_f32 v135, v135, v111
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v199, v[112:115]
	ds_store_b128 v200, v[120:123]
	ds_store_b128 v201, v[116:119]
	ds_store_b128 v202, v[124:127]
	v_sub_f32_e32 v112, v211, v64
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v112
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v113, 1.0, 0.5, vcc_lo
	v_mul_f32_e32 v112, v112, v113
	v_sub_f32_e32 v113, v212, v65
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v113
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v114, 1.0, 0.5, s0
	v_mul_f32_e32 v113, v113, v114
	v_sub_f32_e32 v114, v213, v66
	v_exp_f32_e32 v112, v112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v113, v113
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v114
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v115, 1.0, 0.5, s1
	v_mul_f32_e32 v114, v114, v115
	v_sub_f32_e32 v115, v214, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v115
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v116, 1.0, 0.5, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v115, v115, v116
	v_sub_f32_e32 v116, v215, v68
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v116
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v117, 1.0, 0.5, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v116, v116, v117
	v_sub_f32_e32 v117, v216, v69
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v117
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v118, 1.0, 0.5, s4
	v_mul_f32_e32 v117, v117, v118
	v_sub_f32_e32 v118, v217, v70
	v_exp_f32_e32 v116, v116
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v117, v117
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v118
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v119, 1.0, 0.5, s5
	v_mul_f32_e32 v118, v118, v119
	v_sub_f32_e32 v119, v218, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v119
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v120, 1.0, 0.5, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v119, v119, v120
	v_mul_f32_e32 v120, v112, v112
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v119, v119
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v112, v112, v120, vcc_lo
	v_mul_f32_e32 v120, v113, v113
	v_fma_mixlo_f16 v128, v112, v128, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v113, v113, v120, s0
	v_mul_f32_e32 v120, v114, v114
	v_fma_mixlo_f16 v129, v113, v129, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v114, v114, v120, s1
	v_mul_f32_e32 v120, v115, v115
	v_fma_mixlo_f16 v130, v114, v130, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v115, v115, v120, s2
	v_mul_f32_e32 v120, v116, v116
	v_fma_mixlo_f16 v131, v115, v131, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v116, v116, v120, s3
	v_mul_f32_e32 v120, v117, v117
	v_fma_mixlo_f16 v132, v116, v132, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v117, v117, v120, s4
	v_mul_f32_e32 v120, v118, v118
	v_fma_mixlo_f16 v133, v117, v133, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v118, v118, v120, s5
	v_mul_f32_e32 v120, v119, v119
	v_fma_mixlo_f16 v134, v118, v134, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v119, v119, v120, s6
	v_fma_mixlo_f16 v135, v119, v135, 0
	ds_load_b128 v[112:115], v199
	ds_load_b128 v[116:119], v200
	ds_load_b128 v[120:123], v201
	ds_load_b128 v[124:127], v202
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v203, v128
	ds_store_b16 v204, v129
	ds_store_b16 v205, v130
	ds_store_b16 v206, v131
	ds_store_b16 v207, v132
	ds_store_b16 v208, v133
	ds_store_b16 v209, v134
	ds_store_b16 v210, v135
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[128:131], v185
	ds_load_b128 v[132:135], v185 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v186, v113 offset:160
	ds_store_b16 v186, v121 offset:192
	ds_store_b16_d16_hi v186, v113 offset:240
	ds_store_b16 v186, v114 offset:320
	ds_store_b16 v186, v122 offset:352
	ds_store_b16_d16_hi v186, v114 offset:400
	ds_store_b16 v186, v115 offset:480
	ds_store_b16 v186, v123 offset:512
	ds_store_b16_d16_hi v186, v115 offset:560
	ds_store_b16 v186, v112
	ds_store_b16 v186, v120 offset:32
	ds_store_b16_d16_hi v186, v112 offset:80
	ds_store_b16 v186, v116 offset:16
	ds_store_b16_d16_hi v186, v116 offset:96
	ds_store_b16 v186, v118 offset:336
	ds_store_b16_d16_hi v186, v118 offset:416
	ds_store_b16 v186, v119 offset:496
	ds_store_b16_d16_hi v186, v119 offset:576
	ds_store_b16 v186, v117 offset:176
	ds_store_b16_d16_hi v186, v117 offset:256
	ds_store_b16_d16_hi v186, v121 offset:272
	ds_store_b16_d16_hi v186, v122 offset:432
	ds_store_b16_d16_hi v186, v123 offset:592
	ds_store_b16_d16_hi v186, v120 offset:112
	ds_store_b16 v186, v124 offset:48
	ds_store_b16_d16_hi v186, v124 offset:128
	ds_store_b16 v186, v125 offset:208
	ds_store_b16_d16_hi v186, v125 offset:288
	ds_store_b16 v186, v126 offset:368
	ds_store_b16_d16_hi v186, v126 offset:448
	ds_store_b16 v186, v127 offset:528
	ds_store_b16_d16_hi v186, v127 offset:608
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[112:115], v187
	ds_load_b128 v[116:119], v187 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[0:7], v[128:131], v[112:115], v[0:7]
	ds_load_b128 v[112:115], v188
	ds_load_b128 v[120:123], v188 offset:32
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[132:135], v[116:119], v[0:7]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[8:15], v[128:131], v[112:115], v[8:15]
	ds_load_b128 v[112:115], v189
	ds_load_b128 v[124:127], v189 offset:32
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[8:15], v[132:135], v[120:123], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[128:131], v[112:115], v[16:23]
	ds_load_b128 v[112:115], v190
	ds_load_b128 v[136:139], v190 offset:32
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[16:23], v[132:135], v[124:127], v[16:23]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[24:31], v[128:131], v[112:115], v[24:31]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[24:31], v[132:135], v[136:139], v[24:31]
	s_cbranch_scc0 .LBB0_52
.LBB0_35:
	v_dual_mov_b32 v113, 0 :: v_dual_add_nc_u32 v124, s24, v181
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v115, 0
	v_mov_b32_e32 v114, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s14, v124
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_37
	v_add_nc_u32_e32 v112, s20, v198
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshlrev_b64_e32 v[112:113], 1, v[112:113]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v112, s0, v179, v112
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v113, null, v180, v113, s0
	global_load_b128 v[112:115], v[112:113], off
.LBB0_37:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v116, 0 :: v_dual_add_nc_u32 v117, 8, v124
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v123, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s14, v117
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_39
	v_add_nc_u32_e32 v117, s20, v196
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v118, 31, v117
	v_lshlrev_b64_e32 v[117:118], 1, v[117:118]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v117, s1, v179, v117
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v118, null, v180, v118, s1
	global_load_b128 v[120:123], v[117:118], off
.LBB0_39:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v118, 0 :: v_dual_add_nc_u32 v119, 16, v124
	v_mov_b32_e32 v117, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s1, s14, v119
	v_mov_b32_e32 v119, 0
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_41
	v_add_nc_u32_e32 v116, s20, v194
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshlrev_b64_e32 v[116:117], 1, v[116:117]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v116, s2, v179, v116
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v117, null, v180, v117, s2
	global_load_b128 v[116:119], v[116:117], off
.LBB0_41:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v128, 0 :: v_dual_add_nc_u32 v127, 24, v124
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v125, 0
	v_mov_b32_e32 v126, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s14, v127
	v_mov_b32_e32 v127, 0
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_43
	v_add_nc_u32_e32 v124, s20, v192
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshlrev_b64_e32 v[124:125], 1, v[124:125]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v124, s3, v179, v124
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v125, null, v180, v125, s3
	global_load_b128 v[124:127], v[124:125], off
.LBB0_43:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v130, 0
	v_mov_b32_e32 v131, 0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_45
	v_add_nc_u32_e32 v128, s21, v197
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshlrev_b64_e32 v[128:129], 1, v[128:129]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v128, vcc_lo, v182, v128
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v129, null, v183, v129, vcc_lo
	global_load_b128 v[128:131], v[128:129], off
.LBB0_45:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v132, 0 :: v_dual_mov_b32 v137, 0
	v_dual_mov_b32 v136, 0 :: v_dual_mov_b32 v139, 0
	v_mov_b32_e32 v138, 0
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_47
	v_add_nc_u32_e32 v133, s21, v195
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v134, 31, v133
	v_lshlrev_b64_e32 v[133:134], 1, v[133:134]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v133, vcc_lo, v182, v133
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v134, null, v183, v134, vcc_lo
	global_load_b128 v[136:139], v[133:134], off
.LBB0_47:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v133, 0 :: v_dual_mov_b32 v134, 0
	v_mov_b32_e32 v135, 0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_49
	v_add_nc_u32_e32 v132, s21, v193
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v133, 31, v132
	v_lshlrev_b64_e32 v[132:133], 1, v[132:133]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v132, vcc_lo, v182, v132
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v133, null, v183, v133, vcc_lo
	global_load_b128 v[132:135], v[132:133], off
.LBB0_49:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v140, 0 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v142, 0 :: v_dual_mov_b32 v143, 0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_34
	v_add_nc_u32_e32 v140, s21, v191
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v141, 31, v140
	v_lshlrev_b64_e32 v[140:141], 1, v[140:141]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v140, vcc_lo, v182, v140
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v141, null, v183, v141, vcc_lo
	global_load_b128 v[140:143], v[140:141], off
	s_branch .LBB0_34
.LBB0_51:
	v_dual_mov_b32 v1, v0 :: v_dual_mov_b32 v2, v0
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v4, v0
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v6, v0
	v_dual_mov_b32 v7, v0 :: v_dual_mov_b32 v8, v0
	v_dual_mov_b32 v9, v0 :: v_dual_mov_b32 v10, v0
	v_dual_mov_b32 v11, v0 :: v_dual_mov_b32 v12, v0
	v_dual_mov_b32 v13, v0 :: v_dual_mov_b32 v14, v0
	v_dual_mov_b32 v15, v0 :: v_dual_mov_b32 v16, v0
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v18, v0
	v_dual_mov_b32 v19, v0 :: v_dual_mov_b32 v20, v0
	v_dual_mov_b32 v21, v0 :: v_dual_mov_b32 v22, v0
	v_dual_mov_b32 v23, v0 :: v_dual_mov_b32 v24, v0
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v26, v0
	v_dual_mov_b32 v27, v0 :: v_dual_mov_b32 v28, v0
	v_dual_mov_b32 v29, v0 :: v_dual_mov_b32 v30, v0
	v_mov_b32_e32 v31, v0
.LBB0_52:
	s_add_co_i32 s0, s23, 32
	v_or_b32_e32 v153, s23, v153
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s18, s0, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s23, s18
	s_cbranch_scc1 .LBB0_71
	v_add_nc_u32_e32 v112, v148, v147
	v_add_co_u32 v179, s0, s8, v163
	v_mad_u32_u24 v181, 0x110, v152, v177
	v_mad_u32_u24 v150, 0x50, v150, v177
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v113, v112, s23, v145
	v_lshl_or_b32 v146, v146, 1, v178
	v_mad_u32_u24 v152, 0x50, v152, v177
	v_mad_u32_u24 v154, 0x50, v154, v177
	v_mad_u32_u24 v155, 0x50, v155, v177
	v_add_nc_u32_e32 v114, 24, v113
	v_add_nc_u32_e32 v115, 16, v113
	v_add_nc_u32_e32 v116, 8, v113
	v_mad_u32_u24 v176, 0x50, v176, v177
	v_add_nc_u32_e32 v149, v151, v149
	v_mul_lo_u32 v151, s30, v114
	v_mul_lo_u32 v177, s26, v114
	v_mul_lo_u32 v178, s30, v115
	v_mul_lo_u32 v182, s26, v115
	v_mul_lo_u32 v183, s30, v116
	v_mul_lo_u32 v184, s26, v116
	v_mul_lo_u32 v185, s30, v113
	v_mul_lo_u32 v186, s26, v113
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v180, null, s9, 0, s0
	v_add_co_u32 v147, s0, s16, v163
	v_or_b32_e32 v156, s23, v156
	v_or_b32_e32 v157, s23, v157
	v_or_b32_e32 v158, s23, v158
	v_or_b32_e32 v159, s23, v159
	v_or_b32_e32 v160, s23, v160
	v_or_b32_e32 v161, s23, v161
	v_or_b32_e32 v162, s23, v162
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v148, null, s17, 0, s0
	v_add_nc_u32_e32 v145, v112, v145
	v_add_nc_u32_e32 v164, v163, v164
	v_add_nc_u32_e32 v165, v163, v165
	v_add_nc_u32_e32 v166, v163, v166
	v_add_nc_u32_e32 v163, v163, v167
	v_add_nc_u32_e32 v167, v144, v168
	v_add_nc_u32_e32 v168, v144, v169
	v_add_nc_u32_e32 v169, v144, v170
	v_add_nc_u32_e32 v170, v144, v171
	v_add_nc_u32_e32 v171, v144, v172
	v_add_nc_u32_e32 v172, v144, v173
	v_add_nc_u32_e32 v173, v144, v174
	v_add_nc_u32_e32 v174, v144, v175
	s_lshl_b32 s8, s30, 5
	s_lshl_b32 s9, s26, 5
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0
	s_branch .LBB0_55
.LBB0_54:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s17, s17, s8
	s_add_co_i32 s16, s16, s9
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v164, v[112:115]
	ds_store_b128 v165, v[120:123]
	ds_store_b128 v166, v[116:119]
	ds_store_b128 v163, v[124:127]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[195:198], v181
	ds_load_b128 v[199:202], v181 offset:32
	ds_load_b128 v[203:206], v181 offset:64
	ds_load_b128 v[207:210], v181 offset:96
	ds_load_b128 v[211:214], v181 offset:128
	ds_load_b128 v[215:218], v181 offset:160
	ds_load_b128 v[219:222], v181 offset:192
	ds_load_b128 v[223:226], v181 offset:224
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[187:194], v[32:35], v[195:198], 0
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[187:194], v[36:39], v[199:202], v[187:194]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[187:194], v[40:43], v[203:206], v[187:194]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[187:194], v[44:47], v[207:210], v[187:194]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[187:194], v[48:51], v[211:214], v[187:194]
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[187:194], v[52:55], v[215:218], v[187:194]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[187:194], v[56:59], v[219:222], v[187:194]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[187:194], v[60:63], v[223:226], v[187:194]
	v_add_nc_u32_e32 v175, s23, v149
	s_add_co_i32 s23, s23, 32
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s23, s18
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v164, v[128:131]
	ds_store_b128 v165, v[136:139]
	ds_store_b128 v166, v[132:135]
	ds_store_b128 v163, v[140:143]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[128:131], v181
	ds_load_b128 v[132:135], v181 offset:32
	ds_load_b128 v[136:139], v181 offset:64
	ds_load_b128 v[140:143], v181 offset:96
	ds_load_b128 v[195:198], v181 offset:128
	ds_load_b128 v[199:202], v181 offset:160
	ds_load_b128 v[203:206], v181 offset:192
	ds_load_b128 v[207:210], v181 offset:224
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v164, v[112:115]
	ds_store_b128 v165, v[120:123]
	ds_store_b128 v166, v[116:119]
	ds_store_b128 v163, v[124:127]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mul_f32 v113, s7, v188 :: v_dual_mul_f32 v114, s7, v189
	v_dual_mul_f32 v112, s7, v187 :: v_dual_mul_f32 v115, s7, v190
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v116, s7, v191 :: v_dual_sub_f32 v113, v113, v65
	v_dual_sub_f32 v114, v114, v66 :: v_dual_mul_f32 v117, s7, v192
	v_dual_mul_f32 v118, s7, v193 :: v_dual_mul_f32 v119, s7, v194
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v112, v112, v64
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v114
	v_dual_sub_f32 v115, v115, v67 :: v_dual_sub_f32 v116, v116, v68
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_sub_f32 v117, v117, v69 :: v_dual_sub_f32 v118, v118, v70
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[120:123], v164
	ds_load_b128 v[124:127], v165
	ds_load_b128 v[211:214], v166
	ds_load_b128 v[215:218], v163
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v189, 1.0, 0.5, s1
	v_sub_f32_e32 v119, v119, v71
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v112
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v113
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v115
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v116
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v117
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v118
	v_mul_f32_e32 v114, v114, v189
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v119
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v187, 1.0, 0.5, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v188, 1.0, 0.5, s0
	v_cndmask_b32_e64 v190, 1.0, 0.5, s2
	v_cndmask_b32_e64 v191, 1.0, 0.5, s3
	v_cndmask_b32_e64 v192, 1.0, 0.5, s4
	v_cndmask_b32_e64 v193, 1.0, 0.5, s5
	v_cndmask_b32_e64 v194, 1.0, 0.5, s6
	v_dual_mul_f32 v112, v112, v187 :: v_dual_mul_f32 v113, v113, v188
	v_dual_mul_f32 v115, v115, v190 :: v_dual_mul_f32 v116, v116, v191
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v117, v117, v192 :: v_dual_mul_f32 v118, v118, v193
	v_exp_f32_e32 v189, v114
	v_mul_f32_e32 v119, v119, v194
	v_exp_f32_e32 v187, v112
	v_exp_f32_e32 v188, v113
	v_exp_f32_e32 v190, v115
	v_exp_f32_e32 v191, v116
	v_exp_f32_e32 v192, v117
	v_exp_f32_e32 v193, v118
	v_exp_f32_e32 v194, v119
	v_wmma_f32_16x16x16_f16 v[112:119], v[72:75], v[128:131], 0
	v_mul_f32_e32 v130, v189, v189
	v_dual_mul_f32 v128, v187, v187 :: v_dual_mul_f32 v129, v188, v188
	s_delay_alu instid0(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[112:119], v[76:79], v[132:135], v[112:119]
	v_dual_mul_f32 v131, v190, v190 :: v_dual_mul_f32 v132, v191, v191
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v128, v187, v128 :: v_dual_mul_f32 v135, v194, v194
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_wmma_f32_16x16x16_f16 v[112:119], v[80:83], v[136:139], v[112:119]
	v_cmp_ge_i32_e32 vcc_lo, v153, v175
	v_dual_mul_f32 v133, v192, v192 :: v_dual_mul_f32 v134, v193, v193
	v_cndmask_b32_e64 v129, v188, v129, s0
	v_wmma_f32_16x16x16_f16 v[112:119], v[84:87], v[140:143], v[112:119]
	v_cndmask_b32_e64 v130, v189, v130, s1
	v_cndmask_b32_e64 v131, v190, v131, s2
	v_cmp_ge_i32_e64 s0, v156, v175
	v_cmp_ge_i32_e64 s1, v157, v175
	v_wmma_f32_16x16x16_f16 v[112:119], v[88:91], v[195:198], v[112:119]
	v_cmp_ge_i32_e64 s2, v158, v175
	v_cndmask_b32_e64 v132, v191, v132, s3
	v_cndmask_b32_e64 v133, v192, v133, s4
	v_cndmask_b32_e64 v134, v193, v134, s5
	v_wmma_f32_16x16x16_f16 v[112:119], v[92:95], v[199:202], v[112:119]
	v_cndmask_b32_e64 v135, v194, v135, s6
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v129, 0, v129, s0
	v_cndmask_b32_e64 v130, 0, v130, s1
	v_cndmask_b32_e64 v131, 0, v131, s2
	v_wmma_f32_16x16x16_f16 v[112:119], v[96:99], v[203:206], v[112:119]
	v_cmp_ge_i32_e64 s0, v160, v175
	v_cmp_ge_i32_e64 s1, v161, v175
	v_cmp_ge_i32_e64 s2, v162, v175
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_f16 v[112:119], v[100:103], v[207:210], v[112:119]
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v128, 0, v128, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v159, v175
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v133, 0, v133, s0
	v_cndmask_b32_e64 v134, 0, v134, s1
	v_dual_sub_f32 v112, v112, v104 :: v_dual_sub_f32 v117, v117, v109
	v_dual_sub_f32 v113, v113, v105 :: v_dual_sub_f32 v114, v114, v106
	s_wait_alu depctr_va_vcc(0)
	v_dual_sub_f32 v119, v119, v111 :: v_dual_cndmask_b32 v132, 0, v132
	v_dual_sub_f32 v115, v115, v107 :: v_dual_sub_f32 v116, v116, v108
	v_cndmask_b32_e64 v135, 0, v135, s2
	v_sub_f32_e32 v118, v118, v110
	v_fma_mixlo_f16 v112, v128, v112, 0
	v_fma_mixlo_f16 v113, v129, v113, 0
	v_fma_mixlo_f16 v114, v130, v114, 0
	v_fma_mixlo_f16 v115, v131, v115, 0
	v_fma_mixlo_f16 v116, v132, v116, 0
	v_fma_mixlo_f16 v117, v133, v117, 0
	v_fma_mixlo_f16 v118, v134, v118, 0
	v_fma_mixlo_f16 v119, v135, v119, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v167, v112
	ds_store_b16 v168, v113
	ds_store_b16 v169, v114
	ds_store_b16 v170, v115
	ds_store_b16 v171, v116
	ds_store_b16 v172, v117
	ds_store_b16 v173, v118
	ds_store_b16 v174, v119
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[112:115], v150
	ds_load_b128 v[116:119], v150 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v146, v120
	ds_store_b16 v146, v124 offset:16
	ds_store_b16 v146, v211 offset:32
	ds_store_b16_d16_hi v146, v120 offset:80
	ds_store_b16_d16_hi v146, v124 offset:96
	ds_store_b16_d16_hi v146, v211 offset:112
	ds_store_b16 v146, v215 offset:48
	ds_store_b16_d16_hi v146, v215 offset:128
	ds_store_b16 v146, v121 offset:160
	ds_store_b16 v146, v125 offset:176
	ds_store_b16 v146, v212 offset:192
	ds_store_b16_d16_hi v146, v121 offset:240
	ds_store_b16_d16_hi v146, v125 offset:256
	ds_store_b16_d16_hi v146, v212 offset:272
	ds_store_b16 v146, v216 offset:208
	ds_store_b16_d16_hi v146, v216 offset:288
	ds_store_b16 v146, v122 offset:320
	ds_store_b16 v146, v126 offset:336
	ds_store_b16 v146, v213 offset:352
	ds_store_b16_d16_hi v146, v122 offset:400
	ds_store_b16_d16_hi v146, v126 offset:416
	ds_store_b16_d16_hi v146, v213 offset:432
	ds_store_b16 v146, v217 offset:368
	ds_store_b16_d16_hi v146, v217 offset:448
	ds_store_b16 v146, v123 offset:480
	ds_store_b16 v146, v127 offset:496
	ds_store_b16 v146, v214 offset:512
	ds_store_b16_d16_hi v146, v123 offset:560
	ds_store_b16_d16_hi v146, v127 offset:576
	ds_store_b16_d16_hi v146, v214 offset:592
	ds_store_b16 v146, v218 offset:528
	ds_store_b16_d16_hi v146, v218 offset:608
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[120:123], v152
	ds_load_b128 v[124:127], v154
	ds_load_b128 v[128:131], v155
	ds_load_b128 v[132:135], v176
	ds_load_b128 v[136:139], v152 offset:32
	ds_load_b128 v[140:143], v154 offset:32
	ds_load_b128 v[187:190], v155 offset:32
	ds_load_b128 v[191:194], v176 offset:32
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[0:7], v[112:115], v[120:123], v[0:7]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[112:115], v[124:127], v[8:15]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[16:23], v[112:115], v[128:131], v[16:23]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[24:31], v[112:115], v[132:135], v[24:31]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[0:7], v[116:119], v[136:139], v[0:7]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[8:15], v[116:119], v[140:143], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[116:119], v[187:190], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[24:31], v[116:119], v[191:194], v[24:31]
	s_cbranch_scc0 .LBB0_71
.LBB0_55:
	v_dual_mov_b32 v113, 0 :: v_dual_add_nc_u32 v124, s23, v145
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v115, 0
	v_mov_b32_e32 v114, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s14, v124
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_57
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v112, s16, v186
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshlrev_b64_e32 v[112:113], 1, v[112:113]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v112, s0, v179, v112
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v113, null, v180, v113, s0
	global_load_b128 v[112:115], v[112:113], off
.LBB0_57:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v116, 0 :: v_dual_add_nc_u32 v117, 8, v124
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v123, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s14, v117
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_59
	v_add_nc_u32_e32 v117, s16, v184
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v118, 31, v117
	v_lshlrev_b64_e32 v[117:118], 1, v[117:118]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v117, s1, v179, v117
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v118, null, v180, v118, s1
	global_load_b128 v[120:123], v[117:118], off
.LBB0_59:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v118, 0 :: v_dual_add_nc_u32 v119, 16, v124
	v_mov_b32_e32 v117, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s1, s14, v119
	v_mov_b32_e32 v119, 0
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_61
	v_add_nc_u32_e32 v116, s16, v182
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshlrev_b64_e32 v[116:117], 1, v[116:117]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v116, s2, v179, v116
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v117, null, v180, v117, s2
	global_load_b128 v[116:119], v[116:117], off
.LBB0_61:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v128, 0 :: v_dual_add_nc_u32 v127, 24, v124
	v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v125, 0
	v_mov_b32_e32 v126, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s14, v127
	v_mov_b32_e32 v127, 0
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_63
	v_add_nc_u32_e32 v124, s16, v177
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshlrev_b64_e32 v[124:125], 1, v[124:125]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v124, s3, v179, v124
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v125, null, v180, v125, s3
	global_load_b128 v[124:127], v[124:125], off
.LBB0_63:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v130, 0
	v_mov_b32_e32 v131, 0
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_65
	v_add_nc_u32_e32 v128, s17, v185
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshlrev_b64_e32 v[128:129], 1, v[128:129]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v128, vcc_lo, v147, v128
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v129, null, v148, v129, vcc_lo
	global_load_b128 v[128:131], v[128:129], off
.LBB0_65:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v132, 0 :: v_dual_mov_b32 v137, 0
	v_dual_mov_b32 v136, 0 :: v_dual_mov_b32 v139, 0
	v_mov_b32_e32 v138, 0
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_67
	v_add_nc_u32_e32 v133, s17, v183
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v134, 31, v133
	v_lshlrev_b64_e32 v[133:134], 1, v[133:134]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v133, vcc_lo, v147, v133
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v134, null, v148, v134, vcc_lo
	global_load_b128 v[136:139], v[133:134], off
.LBB0_67:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v133, 0 :: v_dual_mov_b32 v134, 0
	v_mov_b32_e32 v135, 0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_69
	v_add_nc_u32_e32 v132, s17, v178
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v133, 31, v132
	v_lshlrev_b64_e32 v[132:133], 1, v[132:133]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v132, vcc_lo, v147, v132
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v133, null, v148, v133, vcc_lo
	global_load_b128 v[132:135], v[132:133], off
.LBB0_69:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v140, 0 :: v_dual_mov_b32 v141, 0
	v_dual_mov_b32 v142, 0 :: v_dual_mov_b32 v143, 0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_54
	v_add_nc_u32_e32 v140, s17, v151
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v141, 31, v140
	v_lshlrev_b64_e32 v[140:141], 1, v[140:141]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v140, vcc_lo, v147, v140
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v141, null, v148, v141, vcc_lo
	global_load_b128 v[140:143], v[140:141], off
	s_branch .LBB0_54
.LBB0_71:
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s14, v153
	s_cbranch_execz .LBB0_73
	v_mul_lo_u32 v40, s22, v153
	s_add_nc_u64 s[0:1], s[10:11], s[12:13]
	v_fma_mixlo_f16 v42, s15, v4, 0
	v_fma_mixlo_f16 v43, s15, v6, 0
	v_fma_mixlo_f16 v39, s15, v22, 0
	v_fma_mixlo_f16 v38, s15, v20, 0
	v_fma_mixlo_f16 v37, s15, v18, 0
	v_fma_mixlo_f16 v36, s15, v16, 0
	v_ashrrev_i32_e32 v41, 31, v40
	v_fma_mixlo_f16 v35, s15, v30, 0
	v_fma_mixlo_f16 v34, s15, v28, 0
	v_fma_mixlo_f16 v33, s15, v26, 0
	v_fma_mixlo_f16 v32, s15, v24, 0
	v_lshlrev_b64_e32 v[44:45], 1, v[40:41]
	v_fma_mixlo_f16 v40, s15, v0, 0
	v_fma_mixlo_f16 v41, s15, v2, 0
	v_fma_mixhi_f16 v42, s15, v5, 0
	v_fma_mixhi_f16 v43, s15, v7, 0
	v_fma_mixhi_f16 v36, s15, v17, 0
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v0, vcc_lo, s0, v44
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, s1, v45, vcc_lo
	v_fma_mixhi_f16 v40, s15, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v44, vcc_lo, v0, v144
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, 0, v2, vcc_lo
	v_fma_mixhi_f16 v41, s15, v3, 0
	v_fma_mixlo_f16 v0, s15, v8, 0
	v_fma_mixlo_f16 v1, s15, v10, 0
	v_fma_mixlo_f16 v2, s15, v12, 0
	v_fma_mixlo_f16 v3, s15, v14, 0
	v_fma_mixhi_f16 v37, s15, v19, 0
	v_fma_mixhi_f16 v0, s15, v9, 0
	v_fma_mixhi_f16 v1, s15, v11, 0
	v_fma_mixhi_f16 v2, s15, v13, 0
	v_fma_mixhi_f16 v3, s15, v15, 0
	v_fma_mixhi_f16 v38, s15, v21, 0
	v_fma_mixhi_f16 v39, s15, v23, 0
	v_fma_mixhi_f16 v32, s15, v25, 0
	v_fma_mixhi_f16 v33, s15, v27, 0
	v_fma_mixhi_f16 v34, s15, v29, 0
	v_fma_mixhi_f16 v35, s15, v31, 0
	s_clause 0x3
	global_store_b128 v[44:45], v[40:43], off
	global_store_b128 v[44:45], v[0:3], off offset:64
	global_store_b128 v[44:45], v[36:39], off offset:128
	global_store_b128 v[44:45], v[32:35], off offset:192
.LBB0_73:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 10240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 144
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 227
		.amdhsa_next_free_sgpr 38
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 74
		.amdhsa_round_robin_scheduling 0
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

	.set _attn_bwd_dq.num_vgpr, 227
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 38
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
    .group_segment_fixed_size: 10240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .max_flat_workgroup_size: 128
    .name:           _attn_bwd_dq
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     227
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
