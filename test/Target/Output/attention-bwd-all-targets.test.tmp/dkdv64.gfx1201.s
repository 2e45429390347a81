	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_clause 0x1
	s_load_b96 s[20:22], s[0:1], 0x8c
	s_load_b96 s[24:26], s[0:1], 0x58
	v_bfe_u32 v19, v0, 4, 1
	v_bfe_u32 v17, v0, 5, 1
	v_bfe_u32 v18, v0, 6, 1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, 0
	v_lshrrev_b32_e32 v16, 7, v0
	v_lshlrev_b32_e32 v10, 1, v19
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v11, 2, v17
	v_lshlrev_b32_e32 v12, 3, v18
	v_bfe_u32 v9, v0, 3, 1
	v_lshlrev_b32_e32 v13, 4, v16
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v15, 3, v0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_and_b32_e32 v97, 56, v15
	s_wait_kmcnt 0x0
	s_abs_i32 s23, s21
	s_cvt_f32_u32 s2, s23
	s_sub_co_i32 s4, 0, s23
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v2, s2
	s_abs_i32 s2, ttmp7
	v_readfirstlane_b32 s3, v2
	v_or3_b32 v2, v10, v11, v12
	s_mul_f32 s3, s3, 0x4f7ffffe
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or3_b32 v14, v2, v9, v13
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s3, s3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s4, s3
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[10:11], s[0:1], 0x10
	s_mul_hi_u32 s8, s3, s8
	s_add_co_i32 s12, s3, s8
	s_xor_b32 s8, ttmp7, s21
	s_mul_hi_u32 s3, s2, s12
	s_ashr_i32 s8, s8, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s13, s3, s23
	s_add_co_i32 s14, s3, 1
	s_sub_co_i32 s13, s2, s13
	s_mov_b32 s2, s24
	s_sub_co_i32 s15, s13, s23
	s_cmp_ge_u32 s13, s23
	s_cselect_b32 s3, s14, s3
	s_cselect_b32 s13, s15, s13
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s15, s3, 1
	s_cmp_ge_u32 s13, s23
	s_mov_b32 s14, s25
	s_cselect_b32 s13, s15, s3
	s_lshl_b32 s34, ttmp9, 5
	s_xor_b32 s13, s13, s8
	v_or_b32_e32 v20, s34, v14
	s_sub_co_i32 s42, s13, s8
	s_ashr_i32 s3, s24, 31
	s_mul_i32 s8, s42, s21
	s_ashr_i32 s15, s25, 31
	s_sub_co_i32 s50, ttmp7, s8
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s51, s50, 31
	v_cmp_gt_i32_e32 vcc_lo, s22, v20
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[42:43], s[2:3]
	s_mul_u64 s[14:15], s[50:51], s[14:15]
	s_abs_i32 s8, s20
	s_mov_b32 s13, s9
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[24:25], s[14:15], s[2:3]
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v2, s26, v20
	s_lshl_b64 s[14:15], s[24:25], 1
	v_lshlrev_b32_e32 v4, 1, v97
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[6:7], s[6:7], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s2, s6, v2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s7, v3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s2, v2, v4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s2
	global_load_b128 v[5:8], v[2:3], off
.LBB0_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b96 s[28:30], s[0:1], 0x68
	s_mul_u64 s[2:3], s[8:9], s[12:13]
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_ashr_i32 s2, s21, 31
	s_wait_kmcnt 0x0
	s_ashr_i32 s7, s28, 31
	s_mov_b32 s6, s28
	s_ashr_i32 s13, s29, 31
	s_mov_b32 s12, s29
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[14:15], s[42:43], s[6:7]
	s_mul_u64 s[12:13], s[50:51], s[12:13]
	s_ashr_i32 s6, s20, 31
	s_add_nc_u64 s[28:29], s[12:13], s[14:15]
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v1, s30, v20
	s_lshl_b64 s[12:13], s[28:29], 1
	v_lshlrev_b32_e32 v3, 1, v97
	s_add_nc_u64 s[10:11], s[10:11], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e64 v2, null, s11, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	global_load_b128 v[1:4], v[1:2], off
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v20, 0x90, v14
	s_clause 0x2
	s_load_b32 s27, s[0:1], 0x18
	s_load_b256 s[12:19], s[0:1], 0x20
	s_load_b64 s[36:37], s[0:1], 0x40
	s_mul_i32 s7, s3, s23
	s_xor_b32 s2, s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s7, s8, s7
	v_lshl_add_u32 v100, v97, 1, v20
	v_lshlrev_b32_e32 v20, 4, v17
	v_and_b32_e32 v17, 15, v0
	s_add_co_i32 s9, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s7, s23
	s_cmp_ge_u32 s7, s23
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s7, s8, s7
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s3, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v100, v[5:8]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v6, v20, v17
	v_lshlrev_b32_e32 v7, 3, v19
	s_cmp_ge_u32 s7, s23
	s_cselect_b32 s3, s8, s3
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_u32_u24_e32 v5, 0x90, v6
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s38, s3, s2
	v_lshl_add_u32 v8, v19, 4, v5
	v_lshlrev_b32_e32 v5, 4, v18
	s_cmp_lt_i32 s38, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[25:28], v8
	ds_load_b128 v[29:32], v8 offset:32
	ds_load_b128 v[33:36], v8 offset:64
	ds_load_b128 v[37:40], v8 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v100, v[1:4]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v2, v7, v20
	v_or_b32_e32 v3, v5, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v99, s34, v2
	v_lshl_or_b32 v98, v16, 5, v3
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_93
	s_clause 0x1
	s_load_b96 s[8:10], s[0:1], 0x48
	s_load_b96 s[0:2], s[0:1], 0x78
	v_add_nc_u32_e32 v1, 32, v8
	v_add_nc_u32_e32 v4, 64, v8
	s_add_co_i32 s3, s34, 63
	s_mov_b32 s21, s6
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s7, s3, 31
	ds_load_b128 v[45:48], v1
	ds_load_b128 v[49:52], v4
	v_or_b32_e32 v4, 1, v2
	s_wait_alu depctr_sa_sdst(0)
	s_lshr_b32 s7, s7, 27
	v_mov_b32_e32 v1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s3, s7
	v_lshlrev_b32_e32 v7, 1, v7
	v_or_b32_e32 v101, s34, v4
	v_mul_u32_u24_e32 v114, 0x50, v4
	v_add_nc_u32_e32 v4, s34, v13
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s3, s3, 31
	v_mad_u32_u24 v121, 0x50, v6, v7
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s33, s3, s22
	s_ashr_i32 s23, s22, 31
	v_add_nc_u32_e32 v4, v4, v12
	v_add_nc_u32_e32 v6, s33, v13
	s_mul_u64 s[6:7], s[20:21], s[42:43]
	s_wait_kmcnt 0x0
	s_ashr_i32 s21, s9, 31
	s_mov_b32 s20, s9
	s_ashr_i32 s41, s1, 31
	s_mov_b32 s40, s1
	s_ashr_i32 s9, s8, 31
	s_ashr_i32 s1, s0, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[44:45], s[6:7], s[22:23]
	s_mul_u64 s[8:9], s[42:43], s[8:9]
	s_mul_u64 s[0:1], s[42:43], s[0:1]
	v_add_nc_u32_e32 v16, 0x60, v8
	v_mul_u32_u24_e32 v22, 0x90, v3
	v_and_b32_e32 v0, 3, v0
	v_dual_mov_b32 v13, v1 :: v_dual_add_nc_u32 v6, v6, v12
	v_add_nc_u32_e32 v4, v4, v11
	s_lshl_b64 s[48:49], s[44:45], 2
	s_lshl_b64 s[8:9], s[8:9], 1
	s_lshl_b64 s[0:1], s[0:1], 1
	s_ashr_i32 s39, s38, 31
	s_cmp_lt_i32 s34, s33
	s_mul_u64 s[50:51], s[38:39], s[50:51]
	s_cselect_b32 s39, -1, 0
	s_cmp_lt_i32 s3, s22
	ds_load_b128 v[41:44], v8
	ds_load_b128 v[53:56], v16
	v_or_b32_e32 v8, 2, v2
	v_or_b32_e32 v16, 3, v2
	v_or_b32_e32 v18, 4, v2
	v_or_b32_e32 v19, 5, v2
	v_or_b32_e32 v20, 6, v2
	v_or_b32_e32 v21, 7, v2
	v_lshl_add_u32 v112, v2, 2, v22
	v_mul_u32_u24_e32 v113, 0x50, v2
	v_mul_u32_u24_e32 v2, 0x50, v97
	v_lshlrev_b32_e32 v0, 5, v0
	v_add3_u32 v123, v4, v10, v9
	v_add_nc_u32_e32 v4, v6, v11
	s_add_nc_u64 s[44:45], s[4:5], s[8:9]
	s_add_nc_u64 s[46:47], s[12:13], s[0:1]
	s_cselect_b32 s64, -1, 0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_lshl_b64 s[4:5], s[50:51], 2
	v_lshlrev_b32_e32 v109, 1, v3
	s_add_nc_u64 s[0:1], s[0:1], s[4:5]
	v_lshl_add_u32 v122, v14, 1, v2
	v_add3_u32 v126, v4, v10, v9
	v_mov_b32_e32 v6, v1
	v_mad_u32_u24 v110, 0x90, v3, v7
	v_mov_b32_e32 v9, v1
	v_mad_co_u64_u32 v[2:3], null, s0, s22, v[0:1]
	s_mul_i32 s1, s1, s22
	s_mul_i32 s0, s0, s23
	v_and_b32_e32 v15, 24, v15
	v_mul_lo_u32 v127, s2, v123
	v_mul_lo_u32 v128, s10, v123
	v_mul_lo_u32 v130, s2, v126
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v3, s0, s1, v3
	v_add_co_u32 v69, vcc_lo, s16, v2
	v_mul_lo_u32 v131, s10, v126
	v_or_b32_e32 v102, s34, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v70, null, s17, v3, vcc_lo
	v_add_co_u32 v71, vcc_lo, s14, v2
	v_or_b32_e32 v103, s34, v16
	v_or_b32_e32 v104, s34, v18
	v_or_b32_e32 v105, s34, v19
	v_or_b32_e32 v106, s34, v20
	v_or_b32_e32 v107, s34, v21
	v_lshlrev_b32_e32 v108, 2, v14
	v_mul_u32_u24_e32 v115, 0x50, v8
	v_mul_u32_u24_e32 v116, 0x50, v16
	v_mul_u32_u24_e32 v117, 0x50, v18
	v_mul_u32_u24_e32 v118, 0x50, v19
	v_mul_u32_u24_e32 v119, 0x50, v20
	v_mul_u32_u24_e32 v120, 0x50, v21
	v_mad_u32_u24 v0, 0x50, v98, v7
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v72, null, s15, v3, vcc_lo
	v_add3_u32 v125, s34, v5, v17
	v_mov_b32_e32 v2, v1
	v_mul_u32_u24_e32 v111, 0x90, v15
	v_add_nc_u32_e32 v124, s34, v15
	v_dual_mov_b32 v8, v1 :: v_dual_add_nc_u32 v129, s33, v15
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v4, v1
	v_mov_b32_e32 v5, v1
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v10, v1
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v12, v1
	v_dual_mov_b32 v14, v1 :: v_dual_mov_b32 v15, v1
	v_mov_b32_e32 v16, v1
	s_mul_f32 s31, s27, 0x3fb8aa3b
	s_ashr_i32 s35, s34, 31
	s_mov_b32 s55, 0
	s_add_nc_u64 s[42:43], s[14:15], s[48:49]
	s_add_nc_u64 s[48:49], s[16:17], s[48:49]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[52:53], s[34:35], 2
	s_lshl_b64 s[16:17], s[22:23], 2
	s_lshl_b32 s35, s2, 5
	s_lshl_b32 s65, s10, 5
	s_mov_b32 s54, s55
	s_branch .LBB0_7
.LBB0_6:
	v_add_co_u32 v69, vcc_lo, v69, s16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v70, null, s17, v70, vcc_lo
	v_add_co_u32 v71, vcc_lo, v71, s16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v72, null, s17, v72, vcc_lo
	s_add_co_i32 s54, s54, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s54, s38
	s_cbranch_scc0 .LBB0_94
.LBB0_7:
	s_add_nc_u64 s[0:1], s[50:51], s[54:55]
	v_lshlrev_b32_e32 v87, 1, v97
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[0:1], s[20:21]
	s_mul_u64 s[4:5], s[0:1], s[40:41]
	s_mul_u64 s[0:1], s[0:1], s[22:23]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[0:1], s[0:1], 2
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[60:61], s[44:45], s[2:3]
	s_add_nc_u64 s[62:63], s[46:47], s[4:5]
	s_add_nc_u64 s[56:57], s[42:43], s[0:1]
	s_and_not1_b32 vcc_lo, exec_lo, s39
	s_add_nc_u64 s[58:59], s[48:49], s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_50
	v_add_co_u32 v88, s0, s60, v87
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v89, null, s61, 0, s0
	v_add_co_u32 v90, s0, s62, v87
	v_dual_mov_b32 v73, v128 :: v_dual_mov_b32 v78, v72
	v_dual_mov_b32 v75, v127 :: v_dual_mov_b32 v80, v70
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v91, null, s63, 0, s0
	v_mov_b32_e32 v77, v71
	v_mov_b32_e32 v79, v69
	s_mov_b32 s66, 0
	s_branch .LBB0_10
.LBB0_9:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_sub_f32 v17, v17, v65 :: v_dual_sub_f32 v18, v18, v66
	v_dual_sub_f32 v19, v19, v67 :: v_dual_sub_f32 v20, v20, v68
	v_dual_sub_f32 v21, v21, v61 :: v_dual_sub_f32 v22, v22, v62
	v_dual_sub_f32 v23, v23, v63 :: v_dual_sub_f32 v24, v24, v64
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v17, v76, v17, 0
	v_fma_mixlo_f16 v18, v92, v18, 0
	v_fma_mixlo_f16 v19, v93, v19, 0
	v_fma_mixlo_f16 v20, v94, v20, 0
	v_fma_mixlo_f16 v21, v95, v21, 0
	v_fma_mixlo_f16 v22, v96, v22, 0
	v_fma_mixlo_f16 v23, v132, v23, 0
	v_fma_mixlo_f16 v24, v133, v24, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v134, v17
	ds_store_b16 v135, v18
	ds_store_b16 v136, v19
	ds_store_b16 v137, v20
	ds_store_b16 v138, v21
	ds_store_b16 v139, v22
	ds_store_b16 v140, v23
	ds_store_b16 v141, v24
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_co_u32 v79, vcc_lo, 0x80, v79
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v80, null, 0, v80, vcc_lo
	v_add_co_u32 v77, vcc_lo, 0x80, v77
	s_add_co_i32 s66, s66, 32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v78, null, 0, v78, vcc_lo
	v_add_nc_u32_e32 v75, s35, v75
	v_add_nc_u32_e32 v73, s65, v73
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s34, s66
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s0, s33
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[17:20], v121
	ds_load_b128 v[21:24], v121 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v122, v57
	ds_store_b16_d16_hi v122, v57 offset:80
	ds_store_b16 v122, v58 offset:160
	ds_store_b16_d16_hi v122, v58 offset:240
	ds_store_b16 v122, v59 offset:320
	ds_store_b16_d16_hi v122, v59 offset:400
	ds_store_b16 v122, v60 offset:480
	ds_store_b16_d16_hi v122, v60 offset:560
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[57:60], v0
	ds_load_b128 v[61:64], v0 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[9:16], v[17:20], v[57:60], v[9:16]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[9:16], v[21:24], v[61:64], v[9:16]
	s_cbranch_scc1 .LBB0_50
.LBB0_10:
	v_ashrrev_i32_e32 v74, 31, v73
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v23, 0 :: v_dual_add_nc_u32 v22, s66, v123
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[20:21], 1, v[73:74]
	v_mov_b32_e32 v19, 0
	v_cmp_gt_i32_e32 vcc_lo, s22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v81, s0, v88, v20
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v82, null, v89, v21, s0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_12
	global_load_b128 v[17:20], v[81:82], off
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v83, s66, v124
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s22, v83
	v_ashrrev_i32_e32 v84, 31, v83
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[21:22], 2, v[83:84]
	v_add_co_u32 v21, s1, s56, v21
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v22, null, s57, v22, s1
	global_load_b32 v23, v[21:22], off
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v24, 1, v83
	v_add_co_u32 v21, s1, v77, s52
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v22, null, s53, v78, s1
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s1, s22, v24
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_16
	global_load_b32 v58, v[21:22], off offset:4
.LBB0_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v57, 2, v83
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s22, v57
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_18
	global_load_b32 v24, v[21:22], off offset:8
.LBB0_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v60, 0 :: v_dual_add_nc_u32 v57, 3, v83
	v_mov_b32_e32 v59, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s3, s22, v57
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_20
	global_load_b32 v60, v[21:22], off offset:12
.LBB0_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v57, 4, v83
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s22, v57
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_22
	global_load_b32 v59, v[21:22], off offset:16
.LBB0_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v62, 0 :: v_dual_add_nc_u32 v57, 5, v83
	v_mov_b32_e32 v61, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s5, s22, v57
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_24
	global_load_b32 v62, v[21:22], off offset:20
.LBB0_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v57, 6, v83
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s22, v57
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_26
	global_load_b32 v61, v[21:22], off offset:24
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v63, 7, v83
	v_mov_b32_e32 v57, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s7, s22, v63
	v_mov_b32_e32 v63, 0
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_28
	global_load_b32 v63, v[21:22], off offset:28
.LBB0_28:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v74, v108, v111
	v_ashrrev_i32_e32 v76, 31, v75
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v100, v[17:20]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[64:67], v110
	ds_load_b128 v[92:95], v110 offset:32
	ds_load_b128 v[132:135], v110 offset:64
	ds_load_b128 v[136:139], v110 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v74, v23, v58 offset1:36
	ds_store_2addr_b32 v74, v24, v60 offset0:72 offset1:108
	ds_store_2addr_b32 v74, v59, v62 offset0:144 offset1:180
	ds_store_2addr_b32 v74, v61, v63 offset0:216 offset1:252
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[17:24], v[25:28], v[64:67], 0
	v_lshlrev_b64_e32 v[58:59], 1, v[75:76]
	v_mov_b32_e32 v60, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[17:24], v[29:32], v[92:95], v[17:24]
	v_add_co_u32 v85, s8, v90, v58
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[17:24], v[33:36], v[132:135], v[17:24]
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v86, null, v91, v59, s8
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[65:68], v112
	ds_load_b128 v[61:64], v112 offset:16
	v_wmma_f32_16x16x16_f16 v[17:24], v[37:40], v[136:139], v[17:24]
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_30
	global_load_b128 v[57:60], v[85:86], off
.LBB0_30:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mul_f32 v17, s31, v17 :: v_dual_mul_f32 v18, s31, v18
	v_mul_f32_e32 v19, s31, v19
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v17, v17, v65 :: v_dual_mul_f32 v20, s31, v20
	v_dual_sub_f32 v18, v18, v66 :: v_dual_mul_f32 v21, s31, v21
	v_add_nc_u32_e32 v137, v109, v116
	v_cmp_gt_f32_e64 s8, 0xc2fc0000, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v20, v20, v68
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v18
	v_add_nc_u32_e32 v135, v109, v114
	v_add_nc_u32_e32 v138, v109, v117
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v65, 1.0, 0.5, s8
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v20
	v_cndmask_b32_e64 v66, 1.0, 0.5, s9
	v_sub_f32_e32 v19, v19, v67
	v_add_nc_u32_e32 v136, v109, v115
	v_dual_mul_f32 v17, v17, v65 :: v_dual_mul_f32 v22, s31, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v18, v18, v66
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v19
	v_mul_f32_e32 v23, s31, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_exp_f32_e32 v17, v17
	v_sub_f32_e32 v22, v22, v62
	v_exp_f32_e32 v18, v18
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v67, 1.0, 0.5, s10
	v_dual_sub_f32 v23, v23, v63 :: v_dual_mul_f32 v24, s31, v24
	v_sub_f32_e32 v21, v21, v61
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v19, v19, v67
	v_dual_sub_f32 v24, v24, v64 :: v_dual_add_nc_u32 v139, v109, v118
	v_cndmask_b32_e64 v64, 1.0, 0.5, s11
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f32_e32 v62, v18, v18
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v23
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v21
	v_exp_f32_e32 v19, v19
	v_dual_mul_f32 v61, v17, v17 :: v_dual_mul_f32 v20, v20, v64
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v67, 1.0, 0.5, s14
	v_cndmask_b32_e64 v65, 1.0, 0.5, s12
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v24
	v_add_nc_u32_e32 v64, s66, v125
	v_cndmask_b32_e64 v66, 1.0, 0.5, s13
	v_mul_f32_e32 v23, v23, v67
	v_exp_f32_e32 v20, v20
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v68, 1.0, 0.5, s15
	v_mul_f32_e32 v21, v21, v65
	v_cndmask_b32_e64 v17, v17, v61, s8
	v_cmp_ge_i32_e64 s8, v64, v99
	v_dual_mul_f32 v63, v19, v19 :: v_dual_mul_f32 v22, v22, v66
	v_mul_f32_e32 v24, v24, v68
	v_exp_f32_e32 v21, v21
	v_cndmask_b32_e64 v18, v18, v62, s9
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v76, 0, v17, s8
	v_cmp_ge_i32_e64 s8, v64, v101
	v_exp_f32_e32 v22, v22
	v_cndmask_b32_e64 v19, v19, v63, s10
	v_mul_f32_e32 v61, v20, v20
	v_exp_f32_e32 v23, v23
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v92, 0, v18, s8
	v_cmp_ge_i32_e64 s8, v64, v102
	v_exp_f32_e32 v24, v24
	v_mul_f32_e32 v62, v21, v21
	v_cndmask_b32_e64 v20, v20, v61, s11
	v_add_nc_u32_e32 v134, v109, v113
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v93, 0, v19, s8
	v_cmp_ge_i32_e64 s8, v64, v103
	v_mul_f32_e32 v63, v22, v22
	v_cndmask_b32_e64 v21, v21, v62, s12
	v_mul_f32_e32 v65, v23, v23
	v_cvt_f16_f32_e32 v17, v76
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v94, 0, v20, s8
	v_cmp_ge_i32_e64 s8, v64, v104
	v_mul_f32_e32 v66, v24, v24
	v_cndmask_b32_e64 v22, v22, v63, s13
	v_cndmask_b32_e64 v23, v23, v65, s14
	v_cvt_f16_f32_e32 v20, v94
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v95, 0, v21, s8
	v_cmp_ge_i32_e64 s8, v64, v105
	v_cndmask_b32_e64 v24, v24, v66, s15
	v_cvt_f16_f32_e32 v18, v92
	v_cvt_f16_f32_e32 v19, v93
	v_cvt_f16_f32_e32 v21, v95
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v96, 0, v22, s8
	v_cmp_ge_i32_e64 s8, v64, v106
	v_add_nc_u32_e32 v140, v109, v119
	v_add_nc_u32_e32 v141, v109, v120
	s_barrier_wait -1
	v_cvt_f16_f32_e32 v22, v96
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v132, 0, v23, s8
	v_cmp_ge_i32_e64 s8, v64, v107
	global_inv scope:SCOPE_SE
	ds_store_b16 v134, v17
	ds_store_b16 v135, v18
	ds_store_b16 v136, v19
	v_cvt_f16_f32_e64 v23, v132
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v133, 0, v24, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f16_f32_e64 v24, v133
	ds_store_b16 v137, v20
	ds_store_b16 v138, v21
	ds_store_b16 v139, v22
	ds_store_b16 v140, v23
	ds_store_b16 v141, v24
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[17:20], v121
	ds_load_b128 v[61:64], v121 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v122, v57
	ds_store_b16_d16_hi v122, v57 offset:80
	ds_store_b16 v122, v58 offset:160
	ds_store_b16_d16_hi v122, v58 offset:240
	ds_store_b16 v122, v59 offset:320
	ds_store_b16_d16_hi v122, v59 offset:400
	ds_store_b16 v122, v60 offset:480
	ds_store_b16_d16_hi v122, v60 offset:560
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[21:24], v0
	ds_load_b128 v[57:60], v0 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[1:8], v[17:20], v[21:24], v[1:8]
	v_mov_b32_e32 v23, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v19, 0
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[1:8], v[61:64], v[57:60], v[1:8]
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_32
	global_load_b128 v[17:20], v[85:86], off
.LBB0_32:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_34
	v_lshlrev_b64_e32 v[21:22], 2, v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v21, s0, s58, v21
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v22, null, s59, v22, s0
	global_load_b32 v23, v[21:22], off
.LBB0_34:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_add_co_u32 v21, s0, v79, s52
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v22, null, s53, v80, s0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_36
	global_load_b32 v58, v[21:22], off offset:4
.LBB0_36:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_38
	global_load_b32 v24, v[21:22], off offset:8
.LBB0_38:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v60, 0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_40
	global_load_b32 v60, v[21:22], off offset:12
.LBB0_40:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_42
	global_load_b32 v59, v[21:22], off offset:16
.LBB0_42:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v62, 0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_44
	global_load_b32 v62, v[21:22], off offset:20
.LBB0_44:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_46
	global_load_b32 v61, v[21:22], off offset:24
.LBB0_46:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v63, 0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB0_48
	global_load_b32 v63, v[21:22], off offset:28
.LBB0_48:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v100, v[17:20]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[64:67], v110
	ds_load_b128 v[83:86], v110 offset:32
	ds_load_b128 v[142:145], v110 offset:64
	ds_load_b128 v[146:149], v110 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v74, v23, v58 offset1:36
	ds_store_2addr_b32 v74, v24, v60 offset0:72 offset1:108
	ds_store_2addr_b32 v74, v59, v62 offset0:144 offset1:180
	ds_store_2addr_b32 v74, v61, v63 offset0:216 offset1:252
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[17:24], v[41:44], v[64:67], 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	v_mov_b32_e32 v60, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[17:24], v[45:48], v[83:86], v[17:24]
	v_wmma_f32_16x16x16_f16 v[17:24], v[49:52], v[142:145], v[17:24]
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[65:68], v112
	ds_load_b128 v[61:64], v112 offset:16
	v_wmma_f32_16x16x16_f16 v[17:24], v[53:56], v[146:149], v[17:24]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_9
	global_load_b128 v[57:60], v[81:82], off
	s_branch .LBB0_9
.LBB0_50:
	s_and_not1_b32 vcc_lo, exec_lo, s64
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_6
	v_add_co_u32 v132, s0, s60, v87
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v133, null, s61, 0, s0
	v_add_co_u32 v134, s0, s62, v87
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v135, null, s63, 0, s0
	v_mov_b32_e32 v73, v131
	v_mov_b32_e32 v75, v130
	s_mov_b32 s60, 0
	s_branch .LBB0_53
.LBB0_52:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_sub_f32 v17, v17, v65 :: v_dual_sub_f32 v18, v18, v66
	v_dual_sub_f32 v19, v19, v67 :: v_dual_sub_f32 v20, v20, v68
	v_dual_sub_f32 v21, v21, v61 :: v_dual_sub_f32 v22, v22, v62
	v_dual_sub_f32 v23, v23, v63 :: v_dual_sub_f32 v24, v24, v64
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v17, v76, v17, 0
	v_fma_mixlo_f16 v18, v136, v18, 0
	v_fma_mixlo_f16 v19, v137, v19, 0
	v_fma_mixlo_f16 v20, v138, v20, 0
	v_fma_mixlo_f16 v21, v139, v21, 0
	v_fma_mixlo_f16 v22, v140, v22, 0
	v_fma_mixlo_f16 v23, v141, v23, 0
	v_fma_mixlo_f16 v24, v142, v24, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v143, v17
	ds_store_b16 v144, v18
	ds_store_b16 v145, v19
	ds_store_b16 v146, v20
	ds_store_b16 v147, v21
	ds_store_b16 v148, v22
	ds_store_b16 v149, v23
	ds_store_b16 v150, v24
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s60, s60, 32
	v_add_nc_u32_e32 v75, s35, v75
	v_add_nc_u32_e32 v73, s65, v73
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s33, s60
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s0, s22
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[17:20], v121
	ds_load_b128 v[21:24], v121 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v122, v57
	ds_store_b16_d16_hi v122, v57 offset:80
	ds_store_b16 v122, v58 offset:160
	ds_store_b16_d16_hi v122, v58 offset:240
	ds_store_b16 v122, v59 offset:320
	ds_store_b16_d16_hi v122, v59 offset:400
	ds_store_b16 v122, v60 offset:480
	ds_store_b16_d16_hi v122, v60 offset:560
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[57:60], v0
	ds_load_b128 v[61:64], v0 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[9:16], v[17:20], v[57:60], v[9:16]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[9:16], v[21:24], v[61:64], v[9:16]
	s_cbranch_scc0 .LBB0_6
.LBB0_53:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v74, 31, v73
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v21, 0 :: v_dual_add_nc_u32 v20, s60, v126
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_lshlrev_b64_e32 v[22:23], 1, v[73:74]
	v_mov_b32_e32 v19, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_i32_e32 vcc_lo, s22, v20
	v_mov_b32_e32 v20, 0
	v_add_co_u32 v77, s0, v132, v22
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v78, null, v133, v23, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_55
	global_load_b128 v[17:20], v[77:78], off
.LBB0_55:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v79, s60, v129
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s22, v79
	v_ashrrev_i32_e32 v80, 31, v79
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[21:22], 2, v[79:80]
	v_add_co_u32 v21, s1, s56, v21
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v22, null, s57, v22, s1
	global_load_b32 v21, v[21:22], off
.LBB0_57:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v22, 0 :: v_dual_add_nc_u32 v23, 1, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v24, 31, v23
	v_cmp_gt_i32_e64 s1, s22, v23
	v_lshlrev_b64_e32 v[81:82], 2, v[23:24]
	v_mov_b32_e32 v23, 0
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_59
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v23, s2, s56, v81
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v24, null, s57, v82, s2
	global_load_b32 v23, v[23:24], off
.LBB0_59:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v57, 2, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v58, 31, v57
	v_cmp_gt_i32_e64 s2, s22, v57
	v_lshlrev_b64_e32 v[83:84], 2, v[57:58]
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v57, s3, s56, v83
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v58, null, s57, v84, s3
	global_load_b32 v22, v[57:58], off
.LBB0_61:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v24, 0 :: v_dual_add_nc_u32 v57, 3, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v58, 31, v57
	v_cmp_gt_i32_e64 s3, s22, v57
	v_lshlrev_b64_e32 v[85:86], 2, v[57:58]
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_63
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v57, s4, s56, v85
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v58, null, s57, v86, s4
	global_load_b32 v58, v[57:58], off
.LBB0_63:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v59, 4, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v60, 31, v59
	v_cmp_gt_i32_e64 s4, s22, v59
	v_lshlrev_b64_e32 v[87:88], 2, v[59:60]
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v59, s5, s56, v87
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v60, null, s57, v88, s5
	global_load_b32 v24, v[59:60], off
.LBB0_65:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v59, 0 :: v_dual_add_nc_u32 v60, 5, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v61, 31, v60
	v_cmp_gt_i32_e64 s5, s22, v60
	v_lshlrev_b64_e32 v[89:90], 2, v[60:61]
	v_mov_b32_e32 v60, 0
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_67
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v60, s6, s56, v89
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v61, null, s57, v90, s6
	global_load_b32 v60, v[60:61], off
.LBB0_67:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v61, 6, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v62, 31, v61
	v_cmp_gt_i32_e64 s6, s22, v61
	v_lshlrev_b64_e32 v[91:92], 2, v[61:62]
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB0_69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v61, s7, s56, v91
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v62, null, s57, v92, s7
	global_load_b32 v59, v[61:62], off
.LBB0_69:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v61, 7, v79
	v_mov_b32_e32 v57, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v62, 31, v61
	v_cmp_gt_i32_e64 s7, s22, v61
	v_lshlrev_b64_e32 v[93:94], 2, v[61:62]
	v_mov_b32_e32 v61, 0
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_71
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v61, s8, s56, v93
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v62, null, s57, v94, s8
	global_load_b32 v61, v[61:62], off
.LBB0_71:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v74, v108, v111
	v_ashrrev_i32_e32 v76, 31, v75
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v100, v[17:20]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[62:65], v110
	ds_load_b128 v[136:139], v110 offset:32
	ds_load_b128 v[140:143], v110 offset:64
	ds_load_b128 v[144:147], v110 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v74, v21, v23 offset1:36
	ds_store_2addr_b32 v74, v22, v58 offset0:72 offset1:108
	ds_store_2addr_b32 v74, v24, v60 offset0:144 offset1:180
	ds_store_2addr_b32 v74, v59, v61 offset0:216 offset1:252
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[17:24], v[25:28], v[62:65], 0
	v_lshlrev_b64_e32 v[58:59], 1, v[75:76]
	v_mov_b32_e32 v60, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[17:24], v[29:32], v[136:139], v[17:24]
	v_add_co_u32 v95, s8, v134, v58
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[17:24], v[33:36], v[140:143], v[17:24]
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v96, null, v135, v59, s8
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[65:68], v112
	ds_load_b128 v[61:64], v112 offset:16
	v_wmma_f32_16x16x16_f16 v[17:24], v[37:40], v[144:147], v[17:24]
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_73
	global_load_b128 v[57:60], v[95:96], off
.LBB0_73:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mul_f32 v17, s31, v17 :: v_dual_mul_f32 v18, s31, v18
	v_dual_mul_f32 v19, s31, v19 :: v_dual_mul_f32 v20, s31, v20
	v_dual_mul_f32 v21, s31, v21 :: v_dual_mul_f32 v22, s31, v22
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v17, v17, v65 :: v_dual_sub_f32 v18, v18, v66
	v_dual_mul_f32 v23, s31, v23 :: v_dual_mul_f32 v24, s31, v24
	s_wait_dscnt 0x0
	v_dual_sub_f32 v21, v21, v61 :: v_dual_sub_f32 v22, v22, v62
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v18
	v_cmp_gt_f32_e64 s8, 0xc2fc0000, v17
	v_dual_sub_f32 v23, v23, v63 :: v_dual_sub_f32 v24, v24, v64
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v22
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v66, 1.0, 0.5, s9
	v_sub_f32_e32 v19, v19, v67
	v_cndmask_b32_e64 v65, 1.0, 0.5, s8
	v_sub_f32_e32 v20, v20, v68
	v_cndmask_b32_e64 v64, 1.0, 0.5, s13
	v_mul_f32_e32 v18, v18, v66
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v19
	v_mul_f32_e32 v17, v17, v65
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v20
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v21
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v23
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v65, 1.0, 0.5, s10
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v24
	v_cndmask_b32_e64 v61, 1.0, 0.5, s11
	v_mul_f32_e32 v22, v22, v64
	v_exp_f32_e32 v17, v17
	v_mul_f32_e32 v19, v19, v65
	v_cndmask_b32_e64 v65, 1.0, 0.5, s14
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v66, 1.0, 0.5, s15
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v19, v19
	v_mul_f32_e32 v20, v20, v61
	v_cndmask_b32_e64 v61, 1.0, 0.5, s12
	v_mul_f32_e32 v24, v24, v66
	v_mul_f32_e32 v62, v17, v17
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_mul_f32_e32 v21, v21, v61
	v_exp_f32_e32 v24, v24
	v_mul_f32_e32 v63, v18, v18
	v_mul_f32_e32 v61, v19, v19
	v_exp_f32_e32 v20, v20
	v_mul_f32_e32 v23, v23, v65
	v_exp_f32_e32 v21, v21
	v_cndmask_b32_e64 v76, v17, v62, s8
	v_cndmask_b32_e64 v136, v18, v63, s9
	v_cndmask_b32_e64 v137, v19, v61, s10
	v_dual_mul_f32 v18, v22, v22 :: v_dual_add_nc_u32 v143, v109, v113
	v_add_nc_u32_e32 v146, v109, v116
	v_add_nc_u32_e32 v144, v109, v114
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_mul_f32_e32 v64, v20, v20
	v_exp_f32_e32 v23, v23
	v_mul_f32_e32 v17, v21, v21
	v_cndmask_b32_e64 v140, v22, v18, s13
	v_cvt_f16_f32_e64 v18, v136
	v_cndmask_b32_e64 v138, v20, v64, s11
	v_mul_f32_e32 v20, v24, v24
	v_cndmask_b32_e64 v139, v21, v17, s12
	v_cvt_f16_f32_e32 v17, v76
	v_add_nc_u32_e32 v147, v109, v117
	v_cvt_f16_f32_e64 v22, v140
	v_mul_f32_e32 v19, v23, v23
	v_cndmask_b32_e64 v142, v24, v20, s15
	v_cvt_f16_f32_e64 v20, v138
	v_cvt_f16_f32_e64 v21, v139
	v_add_nc_u32_e32 v145, v109, v115
	v_cndmask_b32_e64 v141, v23, v19, s14
	v_cvt_f16_f32_e64 v19, v137
	v_add_nc_u32_e32 v148, v109, v118
	v_add_nc_u32_e32 v149, v109, v119
	v_cvt_f16_f32_e64 v24, v142
	v_cvt_f16_f32_e64 v23, v141
	v_add_nc_u32_e32 v150, v109, v120
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v143, v17
	ds_store_b16 v144, v18
	ds_store_b16 v145, v19
	ds_store_b16 v146, v20
	ds_store_b16 v147, v21
	ds_store_b16 v148, v22
	ds_store_b16 v149, v23
	ds_store_b16 v150, v24
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[17:20], v121
	ds_load_b128 v[61:64], v121 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v122, v57
	ds_store_b16_d16_hi v122, v57 offset:80
	ds_store_b16 v122, v58 offset:160
	ds_store_b16_d16_hi v122, v58 offset:240
	ds_store_b16 v122, v59 offset:320
	ds_store_b16_d16_hi v122, v59 offset:400
	ds_store_b16 v122, v60 offset:480
	ds_store_b16_d16_hi v122, v60 offset:560
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[21:24], v0
	ds_load_b128 v[57:60], v0 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[1:8], v[17:20], v[21:24], v[1:8]
	v_mov_b32_e32 v21, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v19, 0
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[1:8], v[61:64], v[57:60], v[1:8]
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_75
	global_load_b128 v[17:20], v[95:96], off
.LBB0_75:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_77
	v_lshlrev_b64_e32 v[21:22], 2, v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v21, s0, s58, v21
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v22, null, s59, v22, s0
	global_load_b32 v21, v[21:22], off
.LBB0_77:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB0_79
	v_add_co_u32 v23, s0, s58, v81
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v24, null, s59, v82, s0
	global_load_b32 v23, v[23:24], off
.LBB0_79:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_81
	v_add_co_u32 v57, s0, s58, v83
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v58, null, s59, v84, s0
	global_load_b32 v22, v[57:58], off
.LBB0_81:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_83
	v_add_co_u32 v57, s0, s58, v85
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v58, null, s59, v86, s0
	global_load_b32 v58, v[57:58], off
.LBB0_83:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_85
	v_add_co_u32 v59, s0, s58, v87
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v60, null, s59, v88, s0
	global_load_b32 v24, v[59:60], off
.LBB0_85:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v60, 0
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_87
	v_add_co_u32 v60, s0, s58, v89
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v61, null, s59, v90, s0
	global_load_b32 v60, v[60:61], off
.LBB0_87:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB0_89
	v_add_co_u32 v61, s0, s58, v91
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v62, null, s59, v92, s0
	global_load_b32 v59, v[61:62], off
.LBB0_89:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v61, 0
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB0_91
	v_add_co_u32 v61, s0, s58, v93
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v62, null, s59, v94, s0
	global_load_b32 v61, v[61:62], off
.LBB0_91:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v100, v[17:20]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[62:65], v110
	ds_load_b128 v[79:82], v110 offset:32
	ds_load_b128 v[83:86], v110 offset:64
	ds_load_b128 v[87:90], v110 offset:96
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v74, v21, v23 offset1:36
	ds_store_2addr_b32 v74, v22, v58 offset0:72 offset1:108
	ds_store_2addr_b32 v74, v24, v60 offset0:144 offset1:180
	ds_store_2addr_b32 v74, v59, v61 offset0:216 offset1:252
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x16_f16 v[17:24], v[41:44], v[62:65], 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
	v_mov_b32_e32 v60, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[17:24], v[45:48], v[79:82], v[17:24]
	v_wmma_f32_16x16x16_f16 v[17:24], v[49:52], v[83:86], v[17:24]
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[65:68], v112
	ds_load_b128 v[61:64], v112 offset:16
	v_wmma_f32_16x16x16_f16 v[17:24], v[53:56], v[87:90], v[17:24]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_52
	global_load_b128 v[57:60], v[77:78], off
	s_branch .LBB0_52
.LBB0_93:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v3, v1
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v5, v1
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v7, v1
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v9, v1
	v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v11, v1
	v_dual_mov_b32 v12, v1 :: v_dual_mov_b32 v13, v1
	v_dual_mov_b32 v14, v1 :: v_dual_mov_b32 v15, v1
	v_mov_b32_e32 v16, v1
.LBB0_94:
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s22, v99
	s_cbranch_execz .LBB0_96
	v_mul_lo_u32 v21, s26, v99
	v_mul_lo_u32 v0, s30, v99
	s_wait_kmcnt 0x0
	v_fma_mixlo_f16 v18, s27, v11, 0
	s_lshl_b64 s[0:1], s[24:25], 1
	v_fma_mixlo_f16 v19, s27, v13, 0
	v_fma_mixlo_f16 v17, s27, v9, 0
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[0:1], s[18:19], s[0:1]
	v_fma_mixhi_f16 v18, s27, v12, 0
	v_ashrrev_i32_e32 v22, 31, v21
	v_cvt_f16_f32_e32 v12, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v11, 1, v98
	v_fma_mixhi_f16 v19, s27, v14, 0
	v_lshlrev_b64_e32 v[21:22], 1, v[21:22]
	v_cvt_f16_f32_e32 v13, v3
	v_cvt_f16_f32_e32 v14, v4
	v_lshlrev_b64_e32 v[3:4], 1, v[0:1]
	v_fma_mixhi_f16 v17, s27, v10, 0
	v_cvt_f16_f32_e32 v2, v2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v9, vcc_lo, s0, v21
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s1, v22, vcc_lo
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	s_lshl_b64 s[2:3], s[28:29], 1
	v_add_co_u32 v9, vcc_lo, v9, v11
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[36:37], s[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, 0, v10, vcc_lo
	v_pack_b32_f16 v0, v12, v2
	v_pack_b32_f16 v2, v5, v6
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v5, vcc_lo, s2, v3
	v_fma_mixlo_f16 v20, s27, v15, 0
	v_cvt_f16_f32_e32 v7, v7
	v_cvt_f16_f32_e32 v8, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v6, null, s3, v4, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, v11
	v_fma_mixhi_f16 v20, s27, v16, 0
	v_pack_b32_f16 v1, v13, v14
	v_pack_b32_f16 v3, v7, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	global_store_b128 v[9:10], v[17:20], off
	global_store_b128 v[4:5], v[0:3], off
.LBB0_96:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dkdv
		.amdhsa_group_segment_fixed_size 5120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_vgpr 151
		.amdhsa_next_free_sgpr 67
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 64
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
	.size	_attn_bwd_dkdv, .Lfunc_end0-_attn_bwd_dkdv

	.set _attn_bwd_dkdv.num_vgpr, 151
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 67
	.set _attn_bwd_dkdv.num_named_barrier, 0
	.set _attn_bwd_dkdv.private_seg_size, 0
	.set _attn_bwd_dkdv.uses_vcc, 1
	.set _attn_bwd_dkdv.uses_flat_scratch, 0
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
    .group_segment_fixed_size: 5120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dkdv
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     151
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
