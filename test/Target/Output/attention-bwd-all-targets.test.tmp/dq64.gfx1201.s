	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_load_b96 s[12:14], s[0:1], 0x84
	s_abs_i32 s5, ttmp7
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b96 s[20:22], s[0:1], 0x40
	v_bfe_u32 v32, v0, 4, 1
	v_bfe_u32 v17, v0, 5, 1
	v_bfe_u32 v18, v0, 6, 1
	v_bfe_u32 v78, v0, 3, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v79, 1, v32
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v33, 3, v0
	v_lshlrev_b32_e32 v81, 3, v18
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v80, 2, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v64, 56, v33
	v_lshlrev_b32_e32 v65, 1, v64
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
	v_lshrrev_b32_e32 v2, 3, v0
	s_mul_f32 s6, s6, 0x4f7ffffe
	v_and_b32_e32 v82, 16, v2
	v_or3_b32 v2, v79, v80, v81
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s6, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or3_b32 v83, v2, v78, v82
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s8, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1)
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
	s_cselect_b32 s2, s4, s3
	s_lshl_b32 s23, ttmp9, 6
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, s2, s7
	s_mov_b32 s4, s21
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s28, s2, s7
	s_mov_b32 s2, s20
	s_abs_i32 s27, s28
	s_ashr_i32 s3, s20, 31
	s_cvt_f32_u32 s6, s27
	s_ashr_i32 s5, s21, 31
	v_or_b32_e32 v13, s23, v83
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[34:35], s[2:3]
	v_rcp_iflag_f32_e32 v2, s6
	s_mul_u64 s[4:5], s[30:31], s[4:5]
	s_mov_b32 s21, 0
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[4:5], s[4:5], s[2:3]
	v_cmp_gt_i32_e32 vcc_lo, s14, v13
	s_lshl_b64 s[12:13], s[4:5], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	s_add_nc_u64 s[4:5], s[16:17], s[12:13]
	v_readfirstlane_b32 s3, v2
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v2, s22, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s2, s4, v2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s5, v3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s2, v2, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s2
	global_load_b128 v[5:8], v[2:3], off
.LBB0_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_add3_u32 v15, s23, v83, 32
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_mul_f32 s15, s3, 0x4f7ffffe
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s14, v15
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v1, s22, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, s3, s4, v1
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v2, null, s5, v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, s3, v1, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s3
	global_load_b128 v[1:4], v[1:2], off
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_clause 0x1
	s_load_b96 s[24:26], s[0:1], 0x70
	s_load_b256 s[4:11], s[0:1], 0x20
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v42, 0
	v_mov_b32_e32 v43, 0
	s_cvt_u32_f32 s29, s15
	s_sub_co_i32 s20, 0, s27
	s_wait_kmcnt 0x0
	s_ashr_i32 s17, s24, 31
	s_mov_b32 s16, s24
	s_ashr_i32 s37, s25, 31
	s_mul_u64 s[16:17], s[34:35], s[16:17]
	s_mov_b32 s36, s25
	s_lshl_b64 s[16:17], s[16:17], 1
	s_mul_u64 s[24:25], s[30:31], s[36:37]
	s_add_nc_u64 s[4:5], s[4:5], s[16:17]
	s_lshl_b64 s[16:17], s[24:25], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[4:5], s[4:5], s[16:17]
	s_and_saveexec_b32 s15, vcc_lo
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v10, s26, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64_e32 v[10:11], 1, v[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, s3, s4, v10
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v11, null, s5, v11, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, s3, v10, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v11, null, 0, v11, s3
	global_load_b128 v[40:43], v[10:11], off
.LBB0_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v12, 0
	s_mul_i32 s20, s20, s29
	s_and_saveexec_b32 s15, s2
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v9, s26, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64_e32 v[9:10], 1, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, s3, s4, v9
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v10, null, s5, v10, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, s3, v9, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v10, null, 0, v10, s3
	global_load_b128 v[9:12], v[9:10], off
.LBB0_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	s_mov_b32 s4, ttmp7
	s_ashr_i32 s5, ttmp7, 31
	s_ashr_i32 s15, s14, 31
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[4:5], s[14:15], s[4:5]
	s_mul_hi_u32 s15, s29, s20
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[16:17], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[24:25], s[6:7], s[16:17]
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_10
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[19:20], 2, v[13:14]
	v_add_co_u32 v19, s3, s24, v19
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v20, null, s25, v20, s3
	global_load_b32 v35, v[19:20], off
.LBB0_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_load_b64 s[4:5], s[0:1], 0x10
	v_ashrrev_i32_e32 v16, 31, v15
	s_abs_i32 s20, s30
	s_add_co_i32 s6, s29, s15
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_12
	v_lshlrev_b64_e32 v[19:20], 2, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v19, s3, s24, v19
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v20, null, s25, v20, s3
	global_load_b32 v34, v[19:20], off
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v14, 0
	s_mov_b32 s7, s21
	s_add_nc_u64 s[8:9], s[8:9], s[16:17]
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_14
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[13:14], 2, v[13:14]
	v_add_co_u32 v13, vcc_lo, s8, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s9, v14, vcc_lo
	global_load_b32 v14, v[13:14], off
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_mul_u64 s[6:7], s[20:21], s[6:7]
	s_ashr_i32 s3, s28, 31
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB0_16
	v_lshlrev_b64_e32 v[15:16], 2, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v15, vcc_lo, s8, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s9, v16, vcc_lo
	global_load_b32 v56, v[15:16], off
.LBB0_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_lshlrev_b32_e32 v13, 4, v17
	v_lshlrev_b32_e32 v15, 5, v18
	v_mad_u32_u24 v76, 0x90, v83, v65
	v_and_b32_e32 v88, 15, v0
	s_clause 0x2
	s_load_b32 s8, s[0:1], 0x18
	s_load_b96 s[24:26], s[0:1], 0x50
	s_load_b96 s[28:30], s[0:1], 0x60
	s_mul_i32 s0, s7, s27
	v_or_b32_e32 v0, v15, v13
	s_sub_co_i32 s0, s20, s0
	v_or_b32_e32 v90, v82, v88
	s_xor_b32 s1, s31, s3
	s_add_co_i32 s2, s7, 1
	v_or_b32_e32 v89, v0, v88
	s_sub_co_i32 s3, s0, s27
	s_cmp_ge_u32 s0, s27
	v_or_b32_e32 v92, 32, v90
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[5:8]
	ds_store_b128 v76, v[1:4] offset:4608
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v1, 0x90, v89
	v_and_b32_e32 v2, 24, v33
	v_lshlrev_b32_e32 v4, 3, v32
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s2, s2, s7
	s_cselect_b32 s0, s3, s0
	v_lshl_add_u32 v1, v32, 4, v1
	v_mul_u32_u24_e32 v2, 0x110, v2
	v_or_b32_e32 v91, v0, v4
	v_mul_u32_u24_e32 v0, 0x110, v90
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s2, 1
	s_cmp_ge_u32 s0, s27
	v_lshl_or_b32 v2, v83, 2, v2
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s3, s2
	v_lshl_add_u32 v5, v91, 2, v0
	s_xor_b32 s0, s0, s1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[16:19], v1
	ds_load_b128 v[20:23], v1 offset:32
	ds_load_b128 v[24:27], v1 offset:64
	ds_load_b128 v[28:31], v1 offset:96
	v_add_nc_u32_e32 v3, 0x400, v2
	s_sub_co_i32 s0, s0, s1
	s_wait_kmcnt 0x0
	s_ashr_i32 s3, s24, 31
	s_mov_b32 s2, s24
	s_ashr_i32 s17, s28, 31
	s_mov_b32 s16, s28
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s7, s25, 31
	s_mov_b32 s6, s25
	s_ashr_i32 s21, s29, 31
	s_mov_b32 s20, s29
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[34:35], s[2:3]
	s_mul_u64 s[16:17], s[34:35], s[16:17]
	s_mul_u64 s[6:7], s[0:1], s[6:7]
	s_mul_u64 s[0:1], s[0:1], s[20:21]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[16:17], s[16:17], 1
	s_lshl_b64 s[6:7], s[6:7], 1
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[18:19], s[2:3]
	s_add_nc_u64 s[4:5], s[4:5], s[16:17]
	v_or_b32_e32 v98, 1, v91
	v_or_b32_e32 v93, 2, v91
	v_or_b32_e32 v94, 3, v91
	v_or_b32_e32 v95, 4, v91
	v_or_b32_e32 v96, 5, v91
	v_or_b32_e32 v97, 6, v91
	v_or_b32_e32 v99, 7, v91
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[2:3], s[6:7]
	s_add_nc_u64 s[0:1], s[4:5], s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v84, s2, s2, v65
	v_add_co_u32 v86, s0, s0, v65
	v_mov_b32_e32 v0, 0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v85, null, s3, 0, s2
	v_add_co_ci_u32_e64 v87, null, s1, 0, s0
	v_lshlrev_b32_e32 v77, 1, v90
	v_lshlrev_b32_e32 v108, 1, v4
	v_mul_u32_u24_e32 v100, 0x50, v91
	v_mul_u32_u24_e32 v101, 0x50, v98
	v_mul_u32_u24_e32 v102, 0x50, v93
	v_mul_u32_u24_e32 v103, 0x50, v94
	v_mul_u32_u24_e32 v104, 0x50, v95
	v_mul_u32_u24_e32 v105, 0x50, v96
	v_mul_u32_u24_e32 v106, 0x50, v97
	v_mul_u32_u24_e32 v107, 0x50, v99
	v_mul_u32_u24_e32 v109, 0x50, v64
	s_mul_f32 s7, s8, 0x3fb8aa3b
	s_cmp_lt_i32 s23, 1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v2, v35, v34 offset1:32
	ds_store_2addr_b32 v2, v35, v34 offset0:68 offset1:100
	ds_store_2addr_b32 v2, v35, v34 offset0:136 offset1:168
	ds_store_2addr_b32 v2, v35, v34 offset0:204 offset1:236
	ds_store_2addr_b32 v3, v35, v34 offset0:16 offset1:48
	ds_store_2addr_b32 v3, v35, v34 offset0:84 offset1:116
	ds_store_2addr_b32 v3, v35, v34 offset0:152 offset1:184
	ds_store_2addr_b32 v3, v35, v34 offset0:220 offset1:252
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[32:35], v5
	ds_load_b128 v[36:39], v5 offset:16
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[40:43]
	ds_store_b128 v76, v[9:12] offset:4608
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[40:43], v1
	ds_load_b128 v[44:47], v1 offset:32
	ds_load_b128 v[48:51], v1 offset:64
	ds_load_b128 v[52:55], v1 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v2, v14, v56 offset1:32
	ds_store_2addr_b32 v2, v14, v56 offset0:68 offset1:100
	ds_store_2addr_b32 v2, v14, v56 offset0:136 offset1:168
	ds_store_2addr_b32 v2, v14, v56 offset0:204 offset1:236
	ds_store_2addr_b32 v3, v14, v56 offset0:16 offset1:48
	ds_store_2addr_b32 v3, v14, v56 offset0:84 offset1:116
	ds_store_2addr_b32 v3, v14, v56 offset0:152 offset1:184
	ds_store_2addr_b32 v3, v14, v56 offset0:220 offset1:252
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[56:59], v5
	ds_load_b128 v[60:63], v5 offset:16
	s_cbranch_scc1 .LBB0_23
	v_dual_mov_b32 v0, 0 :: v_dual_add_nc_u32 v115, v77, v100
	v_mul_lo_u32 v72, s30, v83
	v_mul_lo_u32 v74, s26, v83
	v_mad_u32_u24 v110, 0x90, v90, v108
	v_mad_u32_u24 v111, 0x50, v89, v108
	v_lshl_add_u32 v112, v83, 1, v109
	v_mad_u32_u24 v113, 0x50, v90, v108
	v_mad_u32_u24 v114, 0x50, v92, v108
	v_dual_mov_b32 v1, v0 :: v_dual_add_nc_u32 v116, v77, v101
	v_dual_mov_b32 v2, v0 :: v_dual_add_nc_u32 v117, v77, v102
	v_dual_mov_b32 v3, v0 :: v_dual_add_nc_u32 v118, v77, v103
	v_dual_mov_b32 v4, v0 :: v_dual_add_nc_u32 v119, v77, v104
	v_dual_mov_b32 v5, v0 :: v_dual_add_nc_u32 v120, v77, v105
	v_dual_mov_b32 v6, v0 :: v_dual_add_nc_u32 v121, v77, v106
	v_dual_mov_b32 v7, v0 :: v_dual_add_nc_u32 v122, v77, v107
	v_dual_mov_b32 v8, v0 :: v_dual_mov_b32 v9, v0
	v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v11, v0
	v_dual_mov_b32 v12, v0 :: v_dual_mov_b32 v13, v0
	v_dual_mov_b32 v14, v0 :: v_dual_mov_b32 v15, v0
	s_lshl_b32 s9, s30, 5
	s_lshl_b32 s15, s26, 5
	s_mov_b32 s16, 0
	s_branch .LBB0_19
.LBB0_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v74, s15, v74
	s_add_co_i32 s16, s16, 32
	v_add_nc_u32_e32 v72, s9, v72
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s16, s23
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[64:67]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[123:126], v110
	ds_load_b128 v[127:130], v110 offset:32
	ds_load_b128 v[131:134], v110 offset:64
	ds_load_b128 v[135:138], v110 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[68:71]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[139:142], v110
	ds_load_b128 v[143:146], v110 offset:32
	ds_load_b128 v[147:150], v110 offset:64
	ds_load_b128 v[151:154], v110 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[64:67]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[64:71], v[16:19], v[123:126], 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[64:71], v[20:23], v[127:130], v[64:71]
	v_wmma_f32_16x16x16_f16 v[64:71], v[24:27], v[131:134], v[64:71]
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[155:158], v76
	v_wmma_f32_16x16x16_f16 v[64:71], v[28:31], v[135:138], v[64:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v64, s7, v64 :: v_dual_mul_f32 v65, s7, v65
	v_dual_mul_f32 v66, s7, v66 :: v_dual_mul_f32 v67, s7, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v68, s7, v68 :: v_dual_mul_f32 v69, s7, v69
	v_dual_mul_f32 v70, s7, v70 :: v_dual_mul_f32 v71, s7, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v64, v64, v32 :: v_dual_sub_f32 v65, v65, v33
	v_dual_sub_f32 v66, v66, v34 :: v_dual_sub_f32 v67, v67, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v68, v68, v36 :: v_dual_sub_f32 v69, v69, v37
	v_dual_sub_f32 v70, v70, v38 :: v_dual_sub_f32 v71, v71, v39
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v64
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v65
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v66
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v67
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v68
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v69
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v70
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v71
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v73, 1.0, 0.5, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v75, 1.0, 0.5, s0
	v_cndmask_b32_e64 v123, 1.0, 0.5, s1
	v_cndmask_b32_e64 v124, 1.0, 0.5, s2
	v_cndmask_b32_e64 v125, 1.0, 0.5, s3
	v_cndmask_b32_e64 v126, 1.0, 0.5, s4
	v_cndmask_b32_e64 v127, 1.0, 0.5, s5
	v_cndmask_b32_e64 v128, 1.0, 0.5, s6
	v_dual_mul_f32 v64, v64, v73 :: v_dual_mul_f32 v65, v65, v75
	v_dual_mul_f32 v66, v66, v123 :: v_dual_mul_f32 v67, v67, v124
	v_dual_mul_f32 v68, v68, v125 :: v_dual_mul_f32 v69, v69, v126
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v70, v70, v127 :: v_dual_mul_f32 v71, v71, v128
	v_exp_f32_e32 v73, v64
	v_exp_f32_e32 v75, v65
	v_exp_f32_e32 v123, v66
	v_exp_f32_e32 v124, v67
	v_exp_f32_e32 v125, v68
	v_exp_f32_e32 v126, v69
	v_exp_f32_e32 v127, v70
	v_exp_f32_e32 v128, v71
	v_wmma_f32_16x16x16_f16 v[64:71], v[40:43], v[139:142], 0
	v_dual_mul_f32 v129, v73, v73 :: v_dual_mul_f32 v130, v75, v75
	v_dual_mul_f32 v131, v123, v123 :: v_dual_mul_f32 v132, v124, v124
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_3)
	v_wmma_f32_16x16x16_f16 v[64:71], v[44:47], v[143:146], v[64:71]
	v_dual_mul_f32 v133, v125, v125 :: v_dual_mul_f32 v134, v126, v126
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v135, v127, v127 :: v_dual_mul_f32 v136, v128, v128
	v_wmma_f32_16x16x16_f16 v[64:71], v[48:51], v[147:150], v[64:71]
	v_cndmask_b32_e64 v75, v75, v130, s0
	v_cndmask_b32_e64 v123, v123, v131, s1
	v_cndmask_b32_e64 v124, v124, v132, s2
	v_cndmask_b32_e64 v125, v125, v133, s3
	v_wmma_f32_16x16x16_f16 v[64:71], v[52:55], v[151:154], v[64:71]
	v_cndmask_b32_e32 v73, v73, v129, vcc_lo
	v_cndmask_b32_e64 v126, v126, v134, s4
	v_cndmask_b32_e64 v127, v127, v135, s5
	v_cndmask_b32_e64 v128, v128, v136, s6
	v_dual_sub_f32 v64, v64, v56 :: v_dual_sub_f32 v65, v65, v57
	v_dual_sub_f32 v66, v66, v58 :: v_dual_sub_f32 v67, v67, v59
	v_dual_sub_f32 v68, v68, v60 :: v_dual_sub_f32 v69, v69, v61
	v_dual_sub_f32 v70, v70, v62 :: v_dual_sub_f32 v71, v71, v63
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v64, v73, v64, 0
	v_fma_mixlo_f16 v65, v75, v65, 0
	v_fma_mixlo_f16 v66, v123, v66, 0
	v_fma_mixlo_f16 v67, v124, v67, 0
	v_fma_mixlo_f16 v68, v125, v68, 0
	v_fma_mixlo_f16 v69, v126, v69, 0
	v_fma_mixlo_f16 v70, v127, v70, 0
	v_fma_mixlo_f16 v71, v128, v71, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v115, v64
	ds_store_b16 v116, v65
	ds_store_b16 v117, v66
	ds_store_b16 v118, v67
	ds_store_b16 v119, v68
	ds_store_b16 v120, v69
	ds_store_b16 v121, v70
	ds_store_b16 v122, v71
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[64:67], v111
	ds_load_b128 v[68:71], v111 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v112, v155
	ds_store_b16_d16_hi v112, v155 offset:80
	ds_store_b16 v112, v156 offset:160
	ds_store_b16_d16_hi v112, v156 offset:240
	ds_store_b16 v112, v157 offset:320
	ds_store_b16_d16_hi v112, v157 offset:400
	ds_store_b16 v112, v158 offset:480
	ds_store_b16_d16_hi v112, v158 offset:560
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[123:126], v113
	ds_load_b128 v[127:130], v114
	ds_load_b128 v[131:134], v113 offset:32
	ds_load_b128 v[135:138], v114 offset:32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[123:126], v[0:7]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[8:15], v[64:67], v[127:130], v[8:15]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[0:7], v[68:71], v[131:134], v[0:7]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[68:71], v[135:138], v[8:15]
	s_cbranch_scc0 .LBB0_24
.LBB0_19:
	v_dual_mov_b32 v64, 0 :: v_dual_add_nc_u32 v67, s16, v83
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v66, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s14, v67
	v_mov_b32_e32 v67, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_21
	v_ashrrev_i32_e32 v75, 31, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[64:65], 1, v[74:75]
	v_add_co_u32 v64, s0, v84, v64
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v65, null, v85, v65, s0
	global_load_b128 v[64:67], v[64:65], off
.LBB0_21:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v71, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v73, 31, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[68:69], 1, v[72:73]
	v_add_co_u32 v68, vcc_lo, v86, v68
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v69, null, v87, v69, vcc_lo
	global_load_b128 v[68:71], v[68:69], off
	s_branch .LBB0_18
.LBB0_23:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v3, v1
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v5, v1
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v7, v1
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v9, v1
	v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v11, v1
	v_dual_mov_b32 v12, v1 :: v_dual_mov_b32 v13, v1
	v_dual_mov_b32 v14, v1 :: v_dual_mov_b32 v15, v1
.LBB0_24:
	s_add_co_i32 s0, s23, 64
	v_or_b32_e32 v91, s23, v91
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s9, s0, s14
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s23, s9
	s_cbranch_scc1 .LBB0_31
	v_add_nc_u32_e32 v64, v80, v81
	v_or_b32_e32 v98, s23, v98
	v_or_b32_e32 v80, s23, v93
	v_or_b32_e32 v81, s23, v94
	v_or_b32_e32 v93, s23, v95
	v_add3_u32 v64, v64, s23, v82
	v_or_b32_e32 v94, s23, v96
	v_or_b32_e32 v95, s23, v97
	v_or_b32_e32 v96, s23, v99
	v_mad_u32_u24 v97, 0x90, v90, v108
	v_add3_u32 v78, v64, v79, v78
	v_mad_u32_u24 v89, 0x50, v89, v108
	v_lshl_add_u32 v79, v83, 1, v109
	v_mad_u32_u24 v83, 0x50, v90, v108
	v_mad_u32_u24 v90, 0x50, v92, v108
	v_mul_lo_u32 v72, s30, v78
	v_mul_lo_u32 v74, s26, v78
	v_add_nc_u32_e32 v82, v82, v88
	v_add_nc_u32_e32 v88, v77, v100
	v_add_nc_u32_e32 v92, v77, v101
	v_add_nc_u32_e32 v99, v77, v102
	v_add_nc_u32_e32 v100, v77, v103
	v_add_nc_u32_e32 v101, v77, v104
	v_add_nc_u32_e32 v102, v77, v105
	v_add_nc_u32_e32 v103, v77, v106
	v_add_nc_u32_e32 v104, v77, v107
	s_lshl_b32 s15, s30, 5
	s_lshl_b32 s16, s26, 5
	s_branch .LBB0_27
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v72, s15, v72
	v_add_nc_u32_e32 v74, s16, v74
	v_add_nc_u32_e32 v78, 32, v78
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[64:67]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[105:108], v97
	ds_load_b128 v[109:112], v97 offset:32
	ds_load_b128 v[113:116], v97 offset:64
	ds_load_b128 v[117:120], v97 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[68:71]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[121:124], v97
	ds_load_b128 v[125:128], v97 offset:32
	ds_load_b128 v[129:132], v97 offset:64
	ds_load_b128 v[133:136], v97 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v76, v[64:67]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[64:71], v[16:19], v[105:108], 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[64:71], v[20:23], v[109:112], v[64:71]
	v_wmma_f32_16x16x16_f16 v[64:71], v[24:27], v[113:116], v[64:71]
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[137:140], v76
	v_wmma_f32_16x16x16_f16 v[64:71], v[28:31], v[117:120], v[64:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v64, s7, v64 :: v_dual_mul_f32 v65, s7, v65
	v_dual_mul_f32 v66, s7, v66 :: v_dual_mul_f32 v67, s7, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v68, s7, v68 :: v_dual_mul_f32 v69, s7, v69
	v_dual_sub_f32 v64, v64, v32 :: v_dual_sub_f32 v65, v65, v33
	v_dual_mul_f32 v70, s7, v70 :: v_dual_mul_f32 v71, s7, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v66, v66, v34 :: v_dual_sub_f32 v67, v67, v35
	v_dual_sub_f32 v68, v68, v36 :: v_dual_sub_f32 v69, v69, v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v64
	v_dual_sub_f32 v70, v70, v38 :: v_dual_sub_f32 v71, v71, v39
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v65
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v66
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v73, 1.0, 0.5, vcc_lo
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v68
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v67
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v75, 1.0, 0.5, s0
	v_cndmask_b32_e64 v105, 1.0, 0.5, s1
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v69
	v_cndmask_b32_e64 v107, 1.0, 0.5, s3
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v70
	v_dual_mul_f32 v64, v64, v73 :: v_dual_mul_f32 v65, v65, v75
	v_cndmask_b32_e64 v106, 1.0, 0.5, s2
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v108, 1.0, 0.5, s4
	v_cndmask_b32_e64 v109, 1.0, 0.5, s5
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v71
	v_dual_mul_f32 v66, v66, v105 :: v_dual_mul_f32 v67, v67, v106
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v68, v68, v107 :: v_dual_mul_f32 v69, v69, v108
	v_exp_f32_e32 v64, v64
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v110, 1.0, 0.5, s6
	v_mul_f32_e32 v70, v70, v109
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v68, v68
	v_mul_f32_e32 v71, v71, v110
	v_exp_f32_e32 v70, v70
	v_add_nc_u32_e32 v73, s23, v82
	v_exp_f32_e32 v67, v67
	v_mul_f32_e32 v75, v64, v64
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v71, v71
	v_dual_mul_f32 v105, v65, v65 :: v_dual_mul_f32 v106, v66, v66
	v_mul_f32_e32 v108, v68, v68
	v_cndmask_b32_e32 v75, v64, v75, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v91, v73
	v_mul_f32_e32 v110, v70, v70
	v_cndmask_b32_e64 v105, v65, v105, s0
	v_cndmask_b32_e64 v106, v66, v106, s1
	v_cndmask_b32_e64 v108, v68, v108, s3
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v75, 0, v75, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v98, v73
	v_cndmask_b32_e64 v110, v70, v110, s5
	s_add_co_i32 s23, s23, 32
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s23, s9
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v105, 0, v105, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v80, v73
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v107, v67, v67 :: v_dual_cndmask_b32 v106, 0, v106
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v107, v67, v107, s2
	v_cmp_ge_i32_e32 vcc_lo, v81, v73
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v107, 0, v107, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v93, v73
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v109, v69, v69 :: v_dual_cndmask_b32 v108, 0, v108
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v109, v69, v109, s4
	v_cmp_ge_i32_e32 vcc_lo, v94, v73
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v109, 0, v109, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v95, v73
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v111, v71, v71 :: v_dual_cndmask_b32 v110, 0, v110
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v111, v71, v111, s6
	v_wmma_f32_16x16x16_f16 v[64:71], v[40:43], v[121:124], 0
	v_cmp_ge_i32_e32 vcc_lo, v96, v73
	v_wmma_f32_16x16x16_f16 v[64:71], v[44:47], v[125:128], v[64:71]
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v73, 0, v111, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[64:71], v[48:51], v[129:132], v[64:71]
	v_wmma_f32_16x16x16_f16 v[64:71], v[52:55], v[133:136], v[64:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v64, v64, v56 :: v_dual_sub_f32 v65, v65, v57
	v_dual_sub_f32 v66, v66, v58 :: v_dual_sub_f32 v67, v67, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v68, v68, v60 :: v_dual_sub_f32 v69, v69, v61
	v_dual_sub_f32 v70, v70, v62 :: v_dual_sub_f32 v71, v71, v63
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v64, v75, v64, 0
	v_fma_mixlo_f16 v65, v105, v65, 0
	v_fma_mixlo_f16 v66, v106, v66, 0
	v_fma_mixlo_f16 v67, v107, v67, 0
	v_fma_mixlo_f16 v68, v108, v68, 0
	v_fma_mixlo_f16 v69, v109, v69, 0
	v_fma_mixlo_f16 v70, v110, v70, 0
	v_fma_mixlo_f16 v71, v73, v71, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v88, v64
	ds_store_b16 v92, v65
	ds_store_b16 v99, v66
	ds_store_b16 v100, v67
	ds_store_b16 v101, v68
	ds_store_b16 v102, v69
	ds_store_b16 v103, v70
	ds_store_b16 v104, v71
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[64:67], v89
	ds_load_b128 v[68:71], v89 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v79, v137
	ds_store_b16_d16_hi v79, v137 offset:80
	ds_store_b16 v79, v138 offset:160
	ds_store_b16_d16_hi v79, v138 offset:240
	ds_store_b16 v79, v139 offset:320
	ds_store_b16_d16_hi v79, v139 offset:400
	ds_store_b16 v79, v140 offset:480
	ds_store_b16_d16_hi v79, v140 offset:560
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[105:108], v83
	ds_load_b128 v[109:112], v90
	ds_load_b128 v[113:116], v83 offset:32
	ds_load_b128 v[117:120], v90 offset:32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[105:108], v[0:7]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[8:15], v[64:67], v[109:112], v[8:15]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[0:7], v[68:71], v[113:116], v[0:7]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[68:71], v[117:120], v[8:15]
	s_cbranch_scc0 .LBB0_31
.LBB0_27:
	v_cmp_gt_i32_e32 vcc_lo, s14, v78
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v67, 0
	v_mov_b32_e32 v66, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_29
	v_ashrrev_i32_e32 v75, 31, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[64:65], 1, v[74:75]
	v_add_co_u32 v64, s0, v84, v64
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v65, null, v85, v65, s0
	global_load_b128 v[64:67], v[64:65], off
.LBB0_29:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v70, 0
	v_mov_b32_e32 v71, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v73, 31, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[68:69], 1, v[72:73]
	v_add_co_u32 v68, vcc_lo, v86, v68
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v69, null, v87, v69, vcc_lo
	global_load_b128 v[68:71], v[68:69], off
	s_branch .LBB0_26
.LBB0_31:
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s14, v91
	s_cbranch_execz .LBB0_33
	v_mul_lo_u32 v24, s22, v91
	v_fma_mixlo_f16 v16, s8, v0, 0
	s_add_nc_u64 s[0:1], s[10:11], s[12:13]
	v_fma_mixlo_f16 v17, s8, v2, 0
	v_fma_mixlo_f16 v18, s8, v4, 0
	v_fma_mixlo_f16 v19, s8, v6, 0
	v_fma_mixhi_f16 v16, s8, v1, 0
	v_fma_mixlo_f16 v23, s8, v14, 0
	v_ashrrev_i32_e32 v25, 31, v24
	v_fma_mixlo_f16 v22, s8, v12, 0
	v_fma_mixlo_f16 v21, s8, v10, 0
	v_fma_mixlo_f16 v20, s8, v8, 0
	v_fma_mixhi_f16 v17, s8, v3, 0
	v_lshlrev_b64_e32 v[24:25], 1, v[24:25]
	v_fma_mixhi_f16 v18, s8, v5, 0
	v_fma_mixhi_f16 v19, s8, v7, 0
	v_fma_mixhi_f16 v20, s8, v9, 0
	v_fma_mixhi_f16 v21, s8, v11, 0
	v_fma_mixhi_f16 v22, s8, v13, 0
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v0, vcc_lo, s0, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v25, vcc_lo
	v_fma_mixhi_f16 v23, s8, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, v0, v77
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_clause 0x1
	global_store_b128 v[0:1], v[16:19], off
	global_store_b128 v[0:1], v[20:23], off offset:64
.LBB0_33:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 9216
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
		.amdhsa_next_free_vgpr 159
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
		.amdhsa_inst_pref_size 46
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

	.set _attn_bwd_dq.num_vgpr, 159
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
    .group_segment_fixed_size: 9216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dq
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     159
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
