	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x84
	s_load_b32 s33, s[0:1], 0x8c
	s_abs_i32 s7, s15
	s_clause 0x1
	s_load_b128 s[20:23], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x40
	v_bfe_u32 v42, v0, 4, 1
	v_bfe_u32 v13, v0, 5, 1
	v_bfe_u32 v14, v0, 6, 1
	v_bfe_u32 v116, v0, 3, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v115, 1, v42
	v_lshlrev_b32_e32 v121, 2, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v123, 3, v14
	v_lshlrev_b32_e32 v43, 3, v0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, 0
	v_and_b32_e32 v69, 56, v43
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s4, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	v_lshlrev_b32_e32 v68, 1, v69
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s6, s6, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s6, s5, s6
	s_add_i32 s5, s5, s6
	s_xor_b32 s6, s15, s2
	s_mul_hi_u32 s5, s7, s5
	s_ashr_i32 s6, s6, 31
	s_mul_i32 s8, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_u32_f32_e32 v2, v1
	v_mov_b32_e32 v1, 0
	v_readfirstlane_b32 s8, v2
	v_lshrrev_b32_e32 v2, 3, v0
	s_mul_i32 s9, s9, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_and_b32_e32 v122, 16, v2
	s_mul_hi_u32 s9, s8, s9
	v_or3_b32 v2, v115, v121, v123
	s_add_i32 s8, s8, s9
	s_mul_hi_u32 s5, s4, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_i32 s6, s5, s7
	v_or3_b32 v124, v2, v116, v122
	s_sub_i32 s2, s4, s6
	s_add_i32 s4, s5, 1
	s_sub_i32 s6, s2, s7
	s_cmp_ge_u32 s2, s7
	s_cselect_b32 s4, s4, s5
	s_cselect_b32 s2, s6, s2
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s2, s7
	s_cselect_b32 s2, s5, s4
	s_mul_i32 s4, s26, s29
	s_xor_b32 s2, s2, s3
	s_mul_hi_i32 s5, s26, s29
	s_sub_i32 s27, s2, s3
	s_mul_i32 s2, s24, s28
	s_abs_i32 s25, s27
	s_mul_hi_i32 s3, s24, s28
	v_cvt_f32_u32_e32 v3, s25
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[28:29], s[2:3], 1
	v_rcp_iflag_f32_e32 v3, v3
	s_add_u32 s3, s20, s28
	s_addc_u32 s4, s21, s29
	s_lshl_b32 s31, s14, 6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, s31, v124
	v_cmp_gt_i32_e32 vcc_lo, s33, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s14, v2
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v2, s30, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s3, v2
	v_add_co_ci_u32_e64 v3, null, s4, v3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, v2, v68
	v_add_co_ci_u32_e64 v3, null, 0, v3, s2
	global_load_b128 v[5:8], v[2:3], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s5
	v_add3_u32 v11, s31, v124, 32
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s33, v11
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v1, s30, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s3, s3, v1
	v_add_co_ci_u32_e64 v2, null, s4, v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s3, v1, v68
	v_add_co_ci_u32_e64 v2, null, 0, v2, s3
	global_load_b128 v[1:4], v[1:2], off
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s5
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x70
	s_load_b256 s[4:11], s[0:1], 0x20
	s_sub_i32 s12, 0, s25
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v40, 0
	v_mov_b32_e32 v39, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s21, s24, s16
	s_mul_i32 s20, s24, s16
	s_mul_hi_i32 s35, s26, s17
	s_lshl_b64 s[20:21], s[20:21], 1
	s_mul_i32 s34, s26, s17
	s_add_u32 s3, s4, s20
	s_addc_u32 s13, s5, s21
	s_lshl_b64 s[4:5], s[34:35], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s4, s3, s4
	s_addc_u32 s5, s13, s5
	s_and_saveexec_b32 s13, vcc_lo
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v15, s18, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s4, v15
	v_add_co_ci_u32_e64 v12, null, s5, v16, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s3, v10, v68
	v_add_co_ci_u32_e64 v16, null, 0, v12, s3
	global_load_b128 v[37:40], v[15:16], off
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	v_mov_b32_e32 v36, 0
	s_mul_i32 s16, s12, s14
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v15, s18, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 1, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s4, v15
	v_add_co_ci_u32_e64 v12, null, s5, v16, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s3, v10, v68
	v_add_co_ci_u32_e64 v16, null, 0, v12, s3
	global_load_b128 v[33:36], v[15:16], off
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s12
	s_mul_hi_i32 s5, s33, s15
	s_mul_i32 s4, s33, s15
	v_mov_b32_e32 v41, 0
	s_lshl_b64 s[12:13], s[4:5], 2
	v_mov_b32_e32 v45, 0
	s_add_u32 s15, s6, s12
	s_mul_hi_u32 s16, s14, s16
	s_addc_u32 s7, s7, s13
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_10
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], 2, v[9:10]
	v_add_co_u32 v15, s3, s15, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s7, v16, s3
	global_load_b32 v45, v[15:16], off
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s4
	s_load_b64 s[4:5], s[0:1], 0x10
	v_ashrrev_i32_e32 v12, 31, v11
	s_abs_i32 s6, s26
	s_add_i32 s14, s14, s16
	s_and_saveexec_b32 s16, s2
	s_cbranch_execz .LBB0_12
	v_lshlrev_b64 v[15:16], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s3, s15, v15
	v_add_co_ci_u32_e64 v16, null, s7, v16, s3
	global_load_b32 v41, v[15:16], off
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v64, 0
	s_add_u32 s7, s8, s12
	s_mul_hi_u32 s3, s6, s14
	s_addc_u32 s12, s9, s13
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_14
	v_ashrrev_i32_e32 v10, 31, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, vcc_lo, s7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s12, v10, vcc_lo
	global_load_b32 v64, v[9:10], off
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s8
	s_ashr_i32 s8, s26, 31
	s_ashr_i32 s9, s27, 31
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_16
	v_lshlrev_b64 v[9:10], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s7, v9
	v_add_co_ci_u32_e64 v10, null, s12, v10, vcc_lo
	global_load_b32 v32, v[9:10], off
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v46, v45 :: v_dual_lshlrev_b32 v9, 4, v13
	v_dual_mov_b32 v47, v45 :: v_dual_lshlrev_b32 v10, 5, v14
	v_dual_mov_b32 v48, v45 :: v_dual_and_b32 v125, 15, v0
	v_mad_u32_u24 v109, 0x90, v124, v68
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v44, v10, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[5:8]
	ds_store_b128 v109, v[1:4] offset:4608
	v_or_b32_e32 v70, v44, v125
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_or_b32_e32 v126, v44, v42
	v_mul_u32_u24_e32 v65, 0x90, v70
	v_or_b32_e32 v71, v122, v125
	v_and_b32_e32 v49, 24, v43
	ds_load_b128 v[0:3], v65
	ds_load_b128 v[4:7], v65 offset:16
	ds_load_b128 v[8:11], v65 offset:32
	ds_load_b128 v[12:15], v65 offset:48
	ds_load_b128 v[16:19], v65 offset:64
	ds_load_b128 v[20:23], v65 offset:80
	ds_load_b128 v[24:27], v65 offset:96
	ds_load_b128 v[28:31], v65 offset:112
	v_mul_u32_u24_e32 v42, 0x90, v126
	v_mul_u32_u24_e32 v50, 0x90, v124
	v_mov_b32_e32 v44, v41
	s_clause 0x1
	s_load_b32 s7, s[0:1], 0x18
	s_load_b256 s[12:19], s[0:1], 0x50
	s_mul_i32 s1, s3, s25
	v_lshl_add_u32 v80, v71, 2, v42
	v_mov_b32_e32 v42, v41
	v_lshl_add_u32 v81, v49, 2, v50
	v_mov_b32_e32 v43, v41
	s_sub_i32 s1, s6, s1
	v_add_nc_u32_e32 v82, 0x400, v80
	s_xor_b32 s0, s8, s9
	s_add_i32 s2, s3, 1
	s_sub_i32 s6, s1, s25
	s_cmp_ge_u32 s1, s25
	v_mov_b32_e32 v66, v64
	s_cselect_b32 s2, s2, s3
	s_cselect_b32 s1, s6, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s25
	v_dual_mov_b32 v67, v64 :: v_dual_lshlrev_b32 v108, 1, v71
	s_cselect_b32 s1, s3, s2
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s9, s24, s16
	s_xor_b32 s1, s1, s0
	s_mul_i32 s8, s24, s16
	s_sub_i32 s6, s1, s0
	s_mul_hi_i32 s1, s24, s12
	s_mul_i32 s0, s24, s12
	s_mul_hi_i32 s3, s6, s13
	s_lshl_b64 s[0:1], s[0:1], 1
	s_mul_i32 s2, s6, s13
	s_add_u32 s12, s22, s0
	s_addc_u32 s13, s23, s1
	s_lshl_b64 s[0:1], s[2:3], 1
	s_mul_hi_i32 s3, s6, s17
	s_add_u32 s12, s12, s0
	s_addc_u32 s13, s13, s1
	s_lshl_b64 s[0:1], s[8:9], 1
	s_mul_i32 s2, s6, s17
	s_add_u32 s4, s4, s0
	s_addc_u32 s5, s5, s1
	s_lshl_b64 s[0:1], s[2:3], 1
	v_or_b32_e32 v128, 2, v126
	v_or_b32_e32 v137, 4, v126
	v_or_b32_e32 v138, 6, v126
	v_or_b32_e32 v139, 8, v126
	v_or_b32_e32 v140, 10, v126
	v_or_b32_e32 v141, 12, v126
	v_or_b32_e32 v142, 14, v126
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_add_co_u32 v117, s2, s12, v68
	v_add_co_u32 v119, s0, s0, v68
	v_mul_u32_u24_e32 v127, 0x50, v69
	v_mul_u32_u24_e32 v110, 0x90, v71
	v_mul_u32_u24_e32 v111, 0x50, v71
	v_mul_u32_u24_e32 v112, 0x50, v70
	v_mul_f32_e64 v114, 0x3fb8aa3b, s7
	v_add_co_ci_u32_e64 v118, null, s13, 0, s2
	v_add_co_ci_u32_e64 v120, null, s1, 0, s0
	v_mul_u32_u24_e32 v135, 0x50, v126
	v_mul_u32_u24_e32 v136, 0x50, v128
	v_mul_u32_u24_e32 v129, 0x50, v137
	v_mul_u32_u24_e32 v130, 0x50, v138
	v_mul_u32_u24_e32 v131, 0x50, v139
	v_mul_u32_u24_e32 v132, 0x50, v140
	v_mul_u32_u24_e32 v133, 0x50, v141
	v_mul_u32_u24_e32 v134, 0x50, v142
	s_cmp_lt_i32 s31, 1
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v81, v[45:48]
	ds_store_b128 v81, v[45:48] offset:16
	ds_store_b128 v81, v[41:44] offset:4608
	ds_store_b128 v81, v[41:44] offset:4624
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[88:89], v80 offset1:72
	ds_load_2addr_b32 v[90:91], v80 offset0:144 offset1:216
	ds_load_2addr_b32 v[92:93], v82 offset0:32 offset1:104
	ds_load_2addr_b32 v[94:95], v82 offset0:176 offset1:248
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[37:40]
	ds_store_b128 v109, v[33:36] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[40:43], v65
	ds_load_b128 v[44:47], v65 offset:16
	ds_load_b128 v[48:51], v65 offset:32
	ds_load_b128 v[52:55], v65 offset:48
	ds_load_b128 v[56:59], v65 offset:64
	ds_load_b128 v[60:63], v65 offset:80
	ds_load_b128 v[72:75], v65 offset:96
	ds_load_b128 v[76:79], v65 offset:112
	v_mov_b32_e32 v65, v64
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v34, v32
	v_mov_b32_e32 v35, v32
	v_or_b32_e32 v36, 32, v71
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_u32_u24_e32 v113, 0x50, v36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v81, v[64:67]
	ds_store_b128 v81, v[64:67] offset:16
	ds_store_b128 v81, v[32:35] offset:4608
	ds_store_b128 v81, v[32:35] offset:4624
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[96:97], v80 offset1:72
	ds_load_2addr_b32 v[98:99], v80 offset0:144 offset1:216
	ds_load_2addr_b32 v[100:101], v82 offset0:32 offset1:104
	ds_load_2addr_b32 v[102:103], v82 offset0:176 offset1:248
	v_mov_b32_e32 v64, 0
	s_cbranch_scc1 .LBB0_23
	v_add3_u32 v32, v121, v123, v122
	v_dual_mov_b32 v64, 0 :: v_dual_add_nc_u32 v145, v108, v135
	v_lshl_add_u32 v143, v124, 1, v127
	v_add_nc_u32_e32 v146, v108, v136
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v144, v32, v115, v116
	v_add_nc_u32_e32 v147, v108, v129
	v_add_nc_u32_e32 v148, v108, v130
	v_add_nc_u32_e32 v149, v108, v131
	v_add_nc_u32_e32 v150, v108, v132
	v_mul_lo_u32 v104, s18, v144
	v_mul_lo_u32 v106, s14, v144
	v_add_nc_u32_e32 v151, v108, v133
	v_add_nc_u32_e32 v152, v108, v134
	v_mov_b32_e32 v65, v64
	v_mov_b32_e32 v66, v64
	v_mov_b32_e32 v67, v64
	v_mov_b32_e32 v68, v64
	v_mov_b32_e32 v69, v64
	v_mov_b32_e32 v70, v64
	v_mov_b32_e32 v71, v64
	v_mov_b32_e32 v32, v64
	v_mov_b32_e32 v33, v64
	v_mov_b32_e32 v34, v64
	v_mov_b32_e32 v35, v64
	v_mov_b32_e32 v36, v64
	v_mov_b32_e32 v37, v64
	v_mov_b32_e32 v38, v64
	v_mov_b32_e32 v39, v64
	s_mov_b32 s20, 0
	s_lshl_b32 s8, s18, 5
	s_lshl_b32 s9, s14, 5
	s_mov_b32 s21, s20
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	s_mov_b32 s24, s20
	s_mov_b32 s25, s20
	s_mov_b32 s26, s20
	s_mov_b32 s27, s20
	s_mov_b32 s12, s20
	s_branch .LBB0_19
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[80:83]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[153:156], v110
	ds_load_b128 v[157:160], v110 offset:16
	ds_load_b128 v[161:164], v110 offset:32
	ds_load_b128 v[165:168], v110 offset:48
	ds_load_b128 v[169:172], v110 offset:64
	ds_load_b128 v[173:176], v110 offset:80
	ds_load_b128 v[177:180], v110 offset:96
	ds_load_b128 v[181:184], v110 offset:112
	s_add_i32 s12, s12, 32
	v_add_nc_u32_e32 v104, s8, v104
	s_cmp_lt_i32 s12, s31
	v_add_nc_u32_e32 v106, s9, v106
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[84:87]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[185:188], v110
	ds_load_b128 v[189:192], v110 offset:16
	ds_load_b128 v[193:196], v110 offset:32
	ds_load_b128 v[197:200], v110 offset:48
	ds_load_b128 v[201:204], v110 offset:64
	ds_load_b128 v[205:208], v110 offset:80
	ds_load_b128 v[209:212], v110 offset:96
	ds_load_b128 v[213:216], v110 offset:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[80:83]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[225:228], v109
	v_dual_mov_b32 v87, s27 :: v_dual_mov_b32 v86, s26
	v_dual_mov_b32 v85, s25 :: v_dual_mov_b32 v84, s24
	v_dual_mov_b32 v83, s23 :: v_dual_mov_b32 v82, s22
	v_dual_mov_b32 v81, s21 :: v_dual_mov_b32 v80, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[217:224], v[0:7], v[153:160], v[80:87]
	v_wmma_f32_16x16x16_f16 v[217:224], v[8:15], v[161:168], v[217:224]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[217:224], v[16:23], v[169:176], v[217:224]
	v_wmma_f32_16x16x16_f16 v[217:224], v[24:31], v[177:184], v[217:224]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v156, v114, v222
	v_mul_f32_e32 v107, v114, v218
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v155, v114, v221
	v_sub_f32_e32 v156, v156, v93
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v154, v114, v220 :: v_dual_sub_f32 v107, v107, v89
	v_sub_f32_e32 v155, v155, v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v156
	v_sub_f32_e32 v154, v154, v91
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v107
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v155
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v164, 1.0, 0.5, s4
	v_mul_f32_e32 v105, v114, v217
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v154
	v_cndmask_b32_e64 v160, 1.0, 0.5, s0
	v_cndmask_b32_e64 v163, 1.0, 0.5, s3
	v_mul_f32_e32 v156, v156, v164
	v_sub_f32_e32 v105, v105, v88
	v_cndmask_b32_e64 v162, 1.0, 0.5, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v164, v156
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v105
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v154, v154, v162
	v_cndmask_b32_e64 v159, 1.0, 0.5, vcc_lo
	v_exp_f32_e32 v162, v154
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v105, v105, v159
	v_exp_f32_e32 v105, v105
	v_mul_f32_e32 v153, v114, v219
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v158, v114, v224 :: v_dual_sub_f32 v153, v153, v90
	v_sub_f32_e32 v158, v158, v95
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v153
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v158
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v161, 1.0, 0.5, s1
	v_cndmask_b32_e64 v166, 1.0, 0.5, s6
	v_mul_f32_e32 v107, v107, v160
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v153, v153, v161 :: v_dual_mul_f32 v158, v158, v166
	v_exp_f32_e32 v107, v107
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v161, v153
	v_mul_f32_e32 v157, v114, v223
	v_exp_f32_e32 v166, v158
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v157, v157, v94
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v157
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v165, 1.0, 0.5, s5
	v_mul_f32_e32 v157, v157, v165
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v165, v157
	v_mul_f32_e32 v155, v155, v163
	v_exp_f32_e32 v163, v155
	v_wmma_f32_16x16x16_f16 v[153:160], v[40:47], v[185:192], v[80:87]
	v_dual_mul_f32 v80, v105, v105 :: v_dual_mul_f32 v81, v107, v107
	v_mul_f32_e32 v82, v161, v161
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_wmma_f32_16x16x16_f16 v[153:160], v[48:55], v[193:200], v[153:160]
	v_dual_mul_f32 v83, v162, v162 :: v_dual_mul_f32 v86, v165, v165
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_mul_f32 v87, v166, v166 :: v_dual_mul_f32 v84, v163, v163
	v_wmma_f32_16x16x16_f16 v[153:160], v[56:63], v[201:208], v[153:160]
	v_cndmask_b32_e32 v80, v105, v80, vcc_lo
	v_cndmask_b32_e64 v81, v107, v81, s0
	v_cndmask_b32_e64 v82, v161, v82, s1
	v_cndmask_b32_e64 v83, v162, v83, s2
	v_wmma_f32_16x16x16_f16 v[153:160], v[72:79], v[209:216], v[153:160]
	v_mul_f32_e32 v85, v164, v164
	v_cndmask_b32_e64 v84, v163, v84, s3
	v_cndmask_b32_e64 v86, v165, v86, s5
	v_cndmask_b32_e64 v87, v166, v87, s6
	v_sub_f32_e32 v105, v153, v96
	v_sub_f32_e32 v107, v154, v97
	v_dual_sub_f32 v153, v155, v98 :: v_dual_sub_f32 v154, v156, v99
	v_dual_sub_f32 v155, v157, v100 :: v_dual_sub_f32 v156, v158, v101
	v_cndmask_b32_e64 v85, v164, v85, s4
	v_dual_sub_f32 v157, v159, v102 :: v_dual_sub_f32 v158, v160, v103
	v_fma_mixlo_f16 v80, v80, v105, 0
	v_fma_mixhi_f16 v80, v81, v107, 0
	v_fma_mixlo_f16 v81, v82, v153, 0
	v_fma_mixhi_f16 v81, v83, v154, 0
	v_fma_mixlo_f16 v82, v84, v155, 0
	v_fma_mixhi_f16 v82, v85, v156, 0
	v_fma_mixlo_f16 v83, v86, v157, 0
	v_fma_mixhi_f16 v83, v87, v158, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v145, v80
	ds_store_b16_d16_hi v146, v80
	ds_store_b16 v147, v81
	ds_store_b16_d16_hi v148, v81
	ds_store_b16 v149, v82
	ds_store_b16_d16_hi v150, v82
	ds_store_b16 v151, v83
	ds_store_b16_d16_hi v152, v83
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[80:83], v112
	ds_load_b128 v[84:87], v112 offset:16
	ds_load_b128 v[153:156], v112 offset:32
	ds_load_b128 v[157:160], v112 offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v143, v225
	ds_store_b16_d16_hi v143, v225 offset:80
	ds_store_b16 v143, v226 offset:160
	ds_store_b16_d16_hi v143, v226 offset:240
	ds_store_b16 v143, v227 offset:320
	ds_store_b16_d16_hi v143, v227 offset:400
	ds_store_b16 v143, v228 offset:480
	ds_store_b16_d16_hi v143, v228 offset:560
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[161:164], v111
	ds_load_b128 v[165:168], v111 offset:16
	ds_load_b128 v[169:172], v113
	ds_load_b128 v[173:176], v113 offset:16
	ds_load_b128 v[177:180], v111 offset:32
	ds_load_b128 v[181:184], v111 offset:48
	ds_load_b128 v[185:188], v113 offset:32
	ds_load_b128 v[189:192], v113 offset:48
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[64:71], v[80:87], v[161:168], v[64:71]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[32:39], v[80:87], v[169:176], v[32:39]
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[64:71], v[153:160], v[177:184], v[64:71]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[32:39], v[153:160], v[185:192], v[32:39]
	s_cbranch_scc0 .LBB0_24
.LBB0_19:
	v_dual_mov_b32 v80, 0 :: v_dual_add_nc_u32 v83, s12, v144
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v82, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s33, v83
	v_mov_b32_e32 v83, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_21
	v_ashrrev_i32_e32 v107, 31, v106
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[80:81], 1, v[106:107]
	v_add_co_u32 v80, s0, v117, v80
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v81, null, v118, v81, s0
	global_load_b128 v[80:83], v[80:81], off
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v87, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v105, 31, v104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[84:85], 1, v[104:105]
	v_add_co_u32 v84, vcc_lo, v119, v84
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v85, null, v120, v85, vcc_lo
	global_load_b128 v[84:87], v[84:85], off
	s_branch .LBB0_18
.LBB0_23:
	v_mov_b32_e32 v65, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v66, v65
	v_mov_b32_e32 v67, v65
	v_mov_b32_e32 v68, v65
	v_mov_b32_e32 v69, v65
	v_mov_b32_e32 v70, v65
	v_mov_b32_e32 v71, v65
	v_mov_b32_e32 v32, v65
	v_mov_b32_e32 v33, v65
	v_mov_b32_e32 v34, v65
	v_mov_b32_e32 v35, v65
	v_mov_b32_e32 v36, v65
	v_mov_b32_e32 v37, v65
	v_mov_b32_e32 v38, v65
	v_mov_b32_e32 v39, v65
.LBB0_24:
	s_add_i32 s0, s31, 64
	v_or_b32_e32 v146, s31, v126
	v_or_b32_e32 v145, s31, v128
	v_or_b32_e32 v144, s31, v137
	v_or_b32_e32 v143, s31, v138
	v_or_b32_e32 v138, s31, v139
	v_or_b32_e32 v137, s31, v140
	v_or_b32_e32 v128, s31, v141
	v_or_b32_e32 v126, s31, v142
	s_min_i32 s8, s0, s33
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s31, s8
	s_cbranch_scc1 .LBB0_31
	v_add_nc_u32_e32 v80, v121, v123
	v_lshl_add_u32 v121, v124, 1, v127
	v_add_nc_u32_e32 v123, v122, v125
	v_add_nc_u32_e32 v124, v108, v136
	v_add_nc_u32_e32 v125, v108, v130
	v_add3_u32 v80, v80, s31, v122
	v_add_nc_u32_e32 v122, v108, v135
	v_add_nc_u32_e32 v127, v108, v131
	v_add_nc_u32_e32 v130, v108, v133
	v_add_nc_u32_e32 v131, v108, v134
	v_add3_u32 v115, v80, v115, v116
	v_add_nc_u32_e32 v116, v108, v129
	v_add_nc_u32_e32 v129, v108, v132
	s_mov_b32 s20, 0
	s_lshl_b32 s9, s18, 5
	v_mul_lo_u32 v104, s18, v115
	v_mul_lo_u32 v106, s14, v115
	s_lshl_b32 s12, s14, 5
	s_mov_b32 s21, s20
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	s_mov_b32 s24, s20
	s_mov_b32 s25, s20
	s_mov_b32 s26, s20
	s_mov_b32 s27, s20
	s_branch .LBB0_27
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[80:83]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[147:150], v110
	ds_load_b128 v[151:154], v110 offset:16
	ds_load_b128 v[155:158], v110 offset:32
	ds_load_b128 v[159:162], v110 offset:48
	ds_load_b128 v[163:166], v110 offset:64
	ds_load_b128 v[167:170], v110 offset:80
	ds_load_b128 v[171:174], v110 offset:96
	ds_load_b128 v[175:178], v110 offset:112
	v_add_nc_u32_e32 v115, 32, v115
	v_add_nc_u32_e32 v106, s12, v106
	v_add_nc_u32_e32 v104, s9, v104
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[84:87]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[179:182], v110
	ds_load_b128 v[183:186], v110 offset:16
	ds_load_b128 v[187:190], v110 offset:32
	ds_load_b128 v[191:194], v110 offset:48
	ds_load_b128 v[195:198], v110 offset:64
	ds_load_b128 v[199:202], v110 offset:80
	ds_load_b128 v[203:206], v110 offset:96
	ds_load_b128 v[207:210], v110 offset:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v109, v[80:83]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[132:135], v109
	v_dual_mov_b32 v87, s27 :: v_dual_mov_b32 v86, s26
	v_dual_mov_b32 v85, s25 :: v_dual_mov_b32 v84, s24
	v_dual_mov_b32 v83, s23 :: v_dual_mov_b32 v82, s22
	v_dual_mov_b32 v81, s21 :: v_dual_mov_b32 v80, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[211:218], v[0:7], v[147:154], v[80:87]
	v_wmma_f32_16x16x16_f16 v[211:218], v[8:15], v[155:162], v[211:218]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[211:218], v[16:23], v[163:170], v[211:218]
	v_wmma_f32_16x16x16_f16 v[211:218], v[24:31], v[171:178], v[211:218]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v136, v114, v213
	v_dual_mul_f32 v105, v114, v211 :: v_dual_sub_f32 v136, v136, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v105, v105, v88
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v136
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v105
	v_cndmask_b32_e64 v150, 1.0, 0.5, s1
	v_cndmask_b32_e64 v148, 1.0, 0.5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v107, v114, v212 :: v_dual_mul_f32 v136, v136, v150
	v_dual_mul_f32 v105, v105, v148 :: v_dual_mul_f32 v140, v114, v215
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v107, v107, v89
	v_mul_f32_e32 v139, v114, v214
	v_exp_f32_e32 v136, v136
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v105, v105
	v_mul_f32_e32 v141, v114, v216
	v_sub_f32_e32 v140, v140, v92
	v_dual_mul_f32 v142, v114, v217 :: v_dual_sub_f32 v139, v139, v91
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v107
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v140
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v142, v142, v94
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v139
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f32_e32 v148, v105, v105
	v_sub_f32_e32 v141, v141, v93
	v_cndmask_b32_e64 v152, 1.0, 0.5, s3
	v_mul_f32_e32 v147, v114, v218
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v142
	v_cndmask_b32_e32 v105, v105, v148, vcc_lo
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v141
	v_mul_f32_e32 v140, v140, v152
	v_cndmask_b32_e64 v149, 1.0, 0.5, s0
	v_cndmask_b32_e64 v154, 1.0, 0.5, s5
	v_sub_f32_e32 v147, v147, v95
	v_cndmask_b32_e64 v151, 1.0, 0.5, s2
	v_cndmask_b32_e64 v153, 1.0, 0.5, s4
	v_exp_f32_e32 v140, v140
	v_mul_f32_e32 v142, v142, v154
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v147
	v_dual_mul_f32 v107, v107, v149 :: v_dual_mul_f32 v150, v136, v136
	v_mul_f32_e32 v139, v139, v151
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v142, v142
	v_cndmask_b32_e64 v155, 1.0, 0.5, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_3)
	v_exp_f32_e32 v107, v107
	v_cndmask_b32_e64 v136, v136, v150, s1
	v_mul_f32_e32 v152, v140, v140
	v_exp_f32_e32 v139, v139
	v_mul_f32_e32 v147, v147, v155
	v_add_nc_u32_e32 v155, s31, v123
	s_add_i32 s31, s31, 32
	v_cndmask_b32_e64 v140, v140, v152, s3
	v_mul_f32_e32 v154, v142, v142
	v_exp_f32_e32 v147, v147
	v_mul_f32_e32 v141, v141, v153
	v_mul_f32_e32 v149, v107, v107
	v_cmp_ge_i32_e32 vcc_lo, v146, v155
	v_cndmask_b32_e64 v142, v142, v154, s5
	v_mul_f32_e32 v151, v139, v139
	s_cmp_lt_i32 s31, s8
	v_cndmask_b32_e64 v107, v107, v149, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v156, v147, v147
	v_exp_f32_e32 v141, v141
	v_cndmask_b32_e64 v139, v139, v151, s2
	v_cndmask_b32_e64 v156, v147, v156, s6
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v153, v141, v141
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v141, v141, v153, s4
	v_wmma_f32_16x16x16_f16 v[147:154], v[40:47], v[179:186], v[80:87]
	v_cndmask_b32_e32 v80, 0, v105, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v145, v155
	v_wmma_f32_16x16x16_f16 v[147:154], v[48:55], v[187:194], v[147:154]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[147:154], v[56:63], v[195:202], v[147:154]
	v_wmma_f32_16x16x16_f16 v[147:154], v[72:79], v[203:210], v[147:154]
	v_cndmask_b32_e32 v81, 0, v107, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v144, v155
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v105, v147, v96
	v_dual_sub_f32 v107, v148, v97 :: v_dual_cndmask_b32 v82, 0, v136
	v_cmp_ge_i32_e32 vcc_lo, v143, v155
	v_dual_sub_f32 v136, v149, v98 :: v_dual_sub_f32 v147, v154, v103
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_mixlo_f16 v80, v80, v105, 0
	v_fma_mixhi_f16 v80, v81, v107, 0
	v_cndmask_b32_e32 v83, 0, v139, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v138, v155
	v_sub_f32_e32 v139, v150, v99
	v_fma_mixlo_f16 v81, v82, v136, 0
	v_cndmask_b32_e32 v84, 0, v140, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v137, v155
	v_dual_sub_f32 v140, v151, v100 :: v_dual_cndmask_b32 v85, 0, v141
	v_cmp_ge_i32_e32 vcc_lo, v128, v155
	v_sub_f32_e32 v141, v152, v101
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_mixlo_f16 v82, v84, v140, 0
	v_cndmask_b32_e32 v86, 0, v142, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v126, v155
	v_sub_f32_e32 v142, v153, v102
	v_fma_mixhi_f16 v81, v83, v139, 0
	v_fma_mixhi_f16 v82, v85, v141, 0
	v_cndmask_b32_e32 v87, 0, v156, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_mixlo_f16 v83, v86, v142, 0
	v_fma_mixhi_f16 v83, v87, v147, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v122, v80
	ds_store_b16_d16_hi v124, v80
	ds_store_b16 v116, v81
	ds_store_b16_d16_hi v125, v81
	ds_store_b16 v127, v82
	ds_store_b16_d16_hi v129, v82
	ds_store_b16 v130, v83
	ds_store_b16_d16_hi v131, v83
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[80:83], v112
	ds_load_b128 v[84:87], v112 offset:16
	ds_load_b128 v[147:150], v112 offset:32
	ds_load_b128 v[151:154], v112 offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v121, v132
	ds_store_b16_d16_hi v121, v132 offset:80
	ds_store_b16 v121, v133 offset:160
	ds_store_b16_d16_hi v121, v133 offset:240
	ds_store_b16 v121, v134 offset:320
	ds_store_b16_d16_hi v121, v134 offset:400
	ds_store_b16 v121, v135 offset:480
	ds_store_b16_d16_hi v121, v135 offset:560
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[155:158], v111
	ds_load_b128 v[159:162], v111 offset:16
	ds_load_b128 v[163:166], v113
	ds_load_b128 v[167:170], v113 offset:16
	ds_load_b128 v[171:174], v111 offset:32
	ds_load_b128 v[175:178], v111 offset:48
	ds_load_b128 v[179:182], v113 offset:32
	ds_load_b128 v[183:186], v113 offset:48
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[64:71], v[80:87], v[155:162], v[64:71]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[32:39], v[80:87], v[163:170], v[32:39]
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[64:71], v[147:154], v[171:178], v[64:71]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[32:39], v[147:154], v[179:186], v[32:39]
	s_cbranch_scc0 .LBB0_31
.LBB0_27:
	v_cmp_gt_i32_e32 vcc_lo, s33, v115
	v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v83, 0
	v_mov_b32_e32 v82, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_29
	v_ashrrev_i32_e32 v107, 31, v106
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[80:81], 1, v[106:107]
	v_add_co_u32 v80, s0, v117, v80
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v81, null, v118, v81, s0
	global_load_b128 v[80:83], v[80:81], off
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v86, 0
	v_mov_b32_e32 v87, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v105, 31, v104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[84:85], 1, v[104:105]
	v_add_co_u32 v84, vcc_lo, v119, v84
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v85, null, v120, v85, vcc_lo
	global_load_b128 v[84:87], v[84:85], off
	s_branch .LBB0_26
.LBB0_31:
	v_mul_lo_u32 v0, s30, v146
	s_add_u32 s6, s10, s28
	s_addc_u32 s8, s11, s29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s8, v1, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s33, v146
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s0, v0, v108
	v_add_co_ci_u32_e64 v1, null, 0, v1, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_33
	v_fma_mixlo_f16 v2, s7, v64, 0
	global_store_b16 v[0:1], v2, off
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s0
	v_mul_lo_u32 v2, s30, v145
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, s6, v2
	v_add_co_ci_u32_e64 v3, null, s8, v3, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, v2, v108
	v_add_co_ci_u32_e64 v3, null, 0, v3, s0
	v_cmp_gt_i32_e64 s0, s33, v145
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_35
	v_fma_mixlo_f16 v4, s7, v65, 0
	global_store_b16 v[2:3], v4, off
.LBB0_35:
	s_or_b32 exec_lo, exec_lo, s1
	v_mul_lo_u32 v4, s30, v144
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s1, s6, v4
	v_add_co_ci_u32_e64 v5, null, s8, v5, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s1, v4, v108
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	v_cmp_gt_i32_e64 s1, s33, v144
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_37
	v_fma_mixlo_f16 v6, s7, v66, 0
	global_store_b16 v[4:5], v6, off
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s2
	v_mul_lo_u32 v6, s30, v143
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, s6, v6
	v_add_co_ci_u32_e64 v7, null, s8, v7, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s2, v6, v108
	v_add_co_ci_u32_e64 v7, null, 0, v7, s2
	v_cmp_gt_i32_e64 s2, s33, v143
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_39
	v_fma_mixlo_f16 v8, s7, v67, 0
	global_store_b16 v[6:7], v8, off
.LBB0_39:
	s_or_b32 exec_lo, exec_lo, s3
	v_mul_lo_u32 v8, s30, v138
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, s3, s6, v8
	v_add_co_ci_u32_e64 v9, null, s8, v9, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, s3, v8, v108
	v_add_co_ci_u32_e64 v9, null, 0, v9, s3
	v_cmp_gt_i32_e64 s3, s33, v138
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_41
	v_fma_mixlo_f16 v10, s7, v68, 0
	global_store_b16 v[8:9], v10, off
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s4
	v_mul_lo_u32 v10, s30, v137
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s4, s6, v10
	v_add_co_ci_u32_e64 v11, null, s8, v11, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s4, v10, v108
	v_add_co_ci_u32_e64 v11, null, 0, v11, s4
	v_cmp_gt_i32_e64 s4, s33, v137
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_43
	v_fma_mixlo_f16 v12, s7, v69, 0
	global_store_b16 v[10:11], v12, off
.LBB0_43:
	s_or_b32 exec_lo, exec_lo, s5
	v_mul_lo_u32 v12, s30, v128
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s5, s6, v12
	v_add_co_ci_u32_e64 v13, null, s8, v13, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s5, v12, v108
	v_add_co_ci_u32_e64 v13, null, 0, v13, s5
	v_cmp_gt_i32_e64 s5, s33, v128
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_45
	v_fma_mixlo_f16 v14, s7, v70, 0
	global_store_b16 v[12:13], v14, off
.LBB0_45:
	s_or_b32 exec_lo, exec_lo, s9
	v_mul_lo_u32 v14, s30, v126
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, s6, s6, v14
	v_add_co_ci_u32_e64 v15, null, s8, v15, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, s6, v14, v108
	v_add_co_ci_u32_e64 v15, null, 0, v15, s6
	v_cmp_gt_i32_e64 s6, s33, v126
	s_and_saveexec_b32 s8, s6
	s_cbranch_execnz .LBB0_55
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execnz .LBB0_56
.LBB0_47:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execnz .LBB0_57
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_58
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB0_59
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB0_60
.LBB0_51:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB0_61
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB0_62
.LBB0_53:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB0_63
.LBB0_54:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_55:
	v_fma_mixlo_f16 v16, s7, v71, 0
	global_store_b16 v[14:15], v16, off
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_47
.LBB0_56:
	v_fma_mixlo_f16 v16, s7, v32, 0
	global_store_b16 v[0:1], v16, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_48
.LBB0_57:
	v_fma_mixlo_f16 v0, s7, v33, 0
	global_store_b16 v[2:3], v0, off offset:64
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_49
.LBB0_58:
	v_fma_mixlo_f16 v0, s7, v34, 0
	global_store_b16 v[4:5], v0, off offset:64
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_50
.LBB0_59:
	v_fma_mixlo_f16 v0, s7, v35, 0
	global_store_b16 v[6:7], v0, off offset:64
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_51
.LBB0_60:
	v_fma_mixlo_f16 v0, s7, v36, 0
	global_store_b16 v[8:9], v0, off offset:64
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_52
.LBB0_61:
	v_fma_mixlo_f16 v0, s7, v37, 0
	global_store_b16 v[10:11], v0, off offset:64
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_53
.LBB0_62:
	v_fma_mixlo_f16 v0, s7, v38, 0
	global_store_b16 v[12:13], v0, off offset:64
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_54
.LBB0_63:
	v_fma_mixlo_f16 v0, s7, v39, 0
	global_store_b16 v[14:15], v0, off offset:64
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 9216
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
		.amdhsa_next_free_vgpr 229
		.amdhsa_next_free_sgpr 36
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
		.amdhsa_inst_pref_size 53
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

	.set _attn_bwd_dq.num_vgpr, 229
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 36
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     229
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
