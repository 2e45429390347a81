	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_clause 0x1
	s_load_b64 s[36:37], s[0:1], 0x8c
	s_load_b128 s[24:27], s[0:1], 0x58
	s_abs_i32 s2, s15
	v_bfe_u32 v51, v0, 4, 1
	v_bfe_u32 v15, v0, 5, 1
	v_bfe_u32 v52, v0, 6, 1
	v_lshrrev_b32_e32 v50, 7, v0
	s_load_b32 s28, s[0:1], 0x94
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v10, 1, v51
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v11, 2, v15
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v12, 3, v52
	v_bfe_u32 v9, v0, 3, 1
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v13, 4, v50
	v_lshlrev_b32_e32 v16, 3, v0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s3, s37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_and_b32_e32 v181, 56, v16
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s5, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_mul_f32 v2, 0x4f7ffffe, v1 :: v_dual_mov_b32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s4, v2
	v_or3_b32 v2, v10, v11, v12
	s_mul_i32 s5, s5, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or3_b32 v14, v2, v9, v13
	s_mul_hi_u32 s5, s4, s5
	s_add_i32 s11, s4, s5
	s_xor_b32 s5, s15, s37
	s_mul_hi_u32 s4, s2, s11
	s_ashr_i32 s10, s5, 31
	s_mul_i32 s6, s4, s3
	s_add_i32 s5, s4, 1
	s_sub_i32 s2, s2, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s6, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s12, s5, s4
	s_cselect_b32 s2, s6, s2
	s_add_i32 s13, s12, 1
	s_cmp_ge_u32 s2, s3
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x10
	s_cselect_b32 s2, s13, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, s10
	s_sub_i32 s38, s2, s10
	s_abs_i32 s10, s36
	s_mul_i32 s2, s38, s37
	s_mul_hi_i32 s12, s38, s24
	s_sub_i32 s35, s15, s2
	s_mul_i32 s2, s38, s24
	s_mul_i32 s13, s35, s25
	s_mul_hi_i32 s15, s35, s25
	s_add_u32 s30, s13, s2
	s_addc_u32 s31, s15, s12
	s_lshl_b32 s34, s14, 5
	s_mul_hi_u32 s11, s10, s11
	v_or_b32_e32 v17, s34, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s28, v17
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v2, s26, v17
	s_lshl_b64 s[14:15], s[30:31], 1
	v_lshlrev_b32_e32 v4, 1, v181
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s6, s14
	s_addc_u32 s6, s7, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, s2, v2
	v_add_co_ci_u32_e64 v3, null, s6, v3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s2, v2, v4
	v_add_co_ci_u32_e64 v3, null, 0, v3, s2
	global_load_b128 v[5:8], v[2:3], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s12
	s_load_b128 s[20:23], s[0:1], 0x68
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_ashr_i32 s2, s36, 31
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s6, s37, 31
	s_mul_i32 s12, s38, s20
	s_mul_i32 s13, s35, s21
	s_mul_hi_i32 s7, s38, s20
	s_mul_hi_i32 s14, s35, s21
	s_add_u32 s20, s13, s12
	s_addc_u32 s21, s14, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v1, s22, v17
	s_lshl_b64 s[12:13], s[20:21], 1
	v_lshlrev_b32_e32 v3, 1, v181
	s_add_u32 s8, s8, s12
	s_addc_u32 s9, s9, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	global_load_b128 v[1:4], v[1:2], off
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s7
	v_lshlrev_b32_e32 v54, 4, v15
	v_and_b32_e32 v15, 15, v0
	v_mul_u32_u24_e32 v53, 0x90, v14
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_or_b32_e32 v49, v54, v15
	v_lshl_add_u32 v182, v181, 1, v53
	s_clause 0x2
	s_load_b32 s23, s[0:1], 0x18
	s_load_b256 s[12:19], s[0:1], 0x20
	s_load_b64 s[24:25], s[0:1], 0x40
	s_xor_b32 s2, s2, s6
	s_mul_i32 s6, s11, s3
	v_mul_u32_u24_e32 v85, 0x90, v49
	ds_store_b128 v182, v[5:8]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[17:20], v85
	ds_load_b128 v[21:24], v85 offset:16
	ds_load_b128 v[25:28], v85 offset:32
	ds_load_b128 v[29:32], v85 offset:48
	ds_load_b128 v[33:36], v85 offset:64
	ds_load_b128 v[37:40], v85 offset:80
	ds_load_b128 v[41:44], v85 offset:96
	ds_load_b128 v[45:48], v85 offset:112
	s_sub_i32 s6, s10, s6
	s_add_i32 s7, s11, 1
	s_sub_i32 s8, s6, s3
	v_lshlrev_b32_e32 v5, 4, v52
	v_or_b32_e32 v6, v54, v51
	s_cmp_ge_u32 s6, s3
	s_cselect_b32 s7, s7, s11
	s_cselect_b32 s6, s8, s6
	s_add_i32 s8, s7, 1
	v_or_b32_e32 v89, v5, v15
	v_or_b32_e32 v7, 2, v6
	v_or_b32_e32 v8, 4, v6
	v_or_b32_e32 v51, 6, v6
	v_or_b32_e32 v52, 8, v6
	v_or_b32_e32 v54, 10, v6
	v_or_b32_e32 v55, 12, v6
	v_or_b32_e32 v56, 14, v6
	s_cmp_ge_u32 s6, s3
	v_or_b32_e32 v180, s34, v6
	s_cselect_b32 s3, s8, s7
	v_lshl_or_b32 v172, v50, 5, v89
	s_xor_b32 s3, s3, s2
	v_or_b32_e32 v179, s34, v7
	v_or_b32_e32 v178, s34, v8
	v_or_b32_e32 v177, s34, v51
	v_or_b32_e32 v176, s34, v52
	v_or_b32_e32 v175, s34, v54
	v_or_b32_e32 v174, s34, v55
	v_or_b32_e32 v173, s34, v56
	s_sub_i32 s27, s3, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s27, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v182, v[1:4]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_93
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x48
	s_load_b128 s[0:3], s[0:1], 0x78
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s34, 63
	s_ashr_i32 s29, s28, 31
	s_mul_i32 s6, s36, s38
	s_ashr_i32 s11, s3, 31
	s_mul_hi_i32 s7, s36, s38
	s_mul_i32 s33, s6, s29
	s_mul_hi_u32 s37, s6, s28
	s_lshr_b32 s11, s11, 27
	s_mul_i32 s39, s7, s28
	s_add_i32 s33, s37, s33
	s_add_i32 s3, s3, s11
	s_mul_i32 s36, s6, s28
	s_add_i32 s37, s33, s39
	s_and_not1_b32 s3, s3, 31
	s_lshl_b64 s[36:37], s[36:37], 2
	s_min_i32 s33, s3, s28
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v4, 24, v16
	s_ashr_i32 s40, s9, 31
	s_ashr_i32 s41, s1, 31
	s_mul_hi_i32 s45, s38, s8
	s_mul_i32 s44, s38, s8
	s_add_u32 s42, s14, s36
	s_addc_u32 s43, s15, s37
	s_lshl_b64 s[46:47], s[44:45], 1
	s_mov_b32 s44, s9
	s_mul_hi_i32 s9, s38, s0
	s_mul_i32 s8, s38, s0
	s_add_u32 s45, s4, s46
	s_addc_u32 s46, s5, s47
	s_lshl_b64 s[4:5], s[8:9], 1
	v_and_b32_e32 v0, 3, v0
	s_add_u32 s48, s12, s4
	s_addc_u32 s49, s13, s5
	s_add_u32 s50, s16, s36
	s_addc_u32 s51, s17, s37
	s_cmp_lt_i32 s34, s33
	v_mul_u32_u24_e32 v187, 0x90, v6
	s_cselect_b32 s52, -1, 0
	v_mul_u32_u24_e32 v195, 0x50, v6
	s_cmp_lt_i32 s3, s28
	v_add_nc_u32_e32 v6, s34, v13
	s_mul_hi_i32 s37, s27, s35
	s_mul_i32 s36, s27, s35
	v_mul_u32_u24_e32 v188, 0x90, v7
	v_mul_u32_u24_e32 v196, 0x50, v7
	s_cselect_b32 s53, -1, 0
	s_ashr_i32 s35, s34, 31
	v_lshlrev_b32_e32 v0, 5, v0
	v_mul_u32_u24_e32 v7, 0x50, v181
	s_mov_b32 s47, s1
	s_lshl_b64 s[0:1], s[6:7], 2
	s_lshl_b64 s[4:5], s[36:37], 2
	s_lshl_b64 s[38:39], s[34:35], 2
	s_add_u32 s0, s0, s4
	v_add3_u32 v206, s34, v5, v15
	v_dual_mov_b32 v15, v1 :: v_dual_add_nc_u32 v6, v6, v12
	v_lshl_add_u32 v203, v14, 1, v7
	v_add_nc_u32_e32 v7, s33, v13
	v_mov_b32_e32 v13, v1
	v_mad_u64_u32 v[2:3], null, s0, s28, v[0:1]
	v_mul_u32_u24_e32 v0, 0x50, v49
	v_dual_mov_b32 v49, 0 :: v_dual_add_nc_u32 v6, v6, v11
	s_addc_u32 s1, s1, s5
	ds_load_b128 v[61:64], v85 offset:112
	ds_load_b128 v[57:60], v85 offset:96
	ds_load_b128 v[69:72], v85 offset:80
	ds_load_b128 v[65:68], v85 offset:64
	ds_load_b128 v[73:76], v85
	ds_load_b128 v[77:80], v85 offset:16
	ds_load_b128 v[81:84], v85 offset:32
	ds_load_b128 v[85:88], v85 offset:48
	s_mul_i32 s1, s1, s28
	s_mul_i32 s0, s0, s29
	v_mul_u32_u24_e32 v190, 0x90, v51
	v_mul_u32_u24_e32 v198, 0x50, v51
	v_add3_u32 v3, s0, s1, v3
	v_mov_b32_e32 v51, v1
	v_add3_u32 v204, v6, v10, v9
	v_add_nc_u32_e32 v6, v7, v12
	v_add_co_u32 v158, vcc_lo, s16, v2
	v_lshl_add_u32 v186, v4, 2, v53
	v_add_co_ci_u32_e64 v159, null, s17, v3, vcc_lo
	v_add_co_u32 v160, vcc_lo, s14, v2
	v_dual_mov_b32 v53, v1 :: v_dual_add_nc_u32 v2, v6, v11
	v_mul_u32_u24_e32 v193, 0x90, v55
	v_mul_u32_u24_e32 v201, 0x50, v55
	v_mov_b32_e32 v55, v1
	v_mul_lo_u32 v207, s2, v204
	v_add3_u32 v210, v2, v10, v9
	v_mul_lo_u32 v208, s10, v204
	v_dual_mov_b32 v10, v1 :: v_dual_lshlrev_b32 v183, 2, v89
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v184, 1, v89
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_lo_u32 v211, s2, v210
	v_mul_lo_u32 v212, s10, v210
	v_mul_u32_u24_e32 v185, 0x90, v89
	v_mul_u32_u24_e32 v189, 0x90, v8
	v_mul_u32_u24_e32 v191, 0x90, v52
	v_mul_u32_u24_e32 v192, 0x90, v54
	v_mul_u32_u24_e32 v194, 0x90, v56
	v_mul_u32_u24_e32 v197, 0x50, v8
	v_mul_u32_u24_e32 v199, 0x50, v52
	v_mul_u32_u24_e32 v200, 0x50, v54
	v_mul_u32_u24_e32 v202, 0x50, v56
	v_add_co_ci_u32_e64 v161, null, s15, v3, vcc_lo
	v_dual_mov_b32 v14, v1 :: v_dual_add_nc_u32 v205, s34, v4
	v_dual_mov_b32 v16, v1 :: v_dual_add_nc_u32 v209, s33, v4
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v56, v1
	v_mul_f32_e64 v213, 0x3fb8aa3b, s23
	v_mul_u32_u24_e32 v214, 0x50, v172
	s_lshl_b64 s[16:17], s[28:29], 2
	s_lshl_b32 s35, s2, 5
	s_lshl_b32 s54, s10, 5
	s_mov_b32 s55, 0
	s_branch .LBB0_7
.LBB0_6:
	v_add_co_u32 v158, vcc_lo, v158, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v159, null, s17, v159, vcc_lo
	v_add_co_u32 v160, vcc_lo, v160, s16
	v_add_co_ci_u32_e64 v161, null, s17, v161, vcc_lo
	s_add_i32 s55, s55, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s55, s27
	s_cbranch_scc0 .LBB0_94
.LBB0_7:
	s_add_u32 s2, s36, s55
	s_addc_u32 s3, s37, 0
	s_mul_i32 s0, s2, s40
	s_mul_hi_u32 s1, s2, s44
	s_mul_i32 s4, s3, s44
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s2, s44
	s_add_i32 s1, s1, s4
	s_mul_i32 s4, s2, s41
	s_lshl_b64 s[0:1], s[0:1], 1
	v_lshlrev_b32_e32 v215, 1, v181
	s_add_u32 s60, s45, s0
	s_mul_hi_u32 s0, s2, s47
	s_addc_u32 s61, s46, s1
	s_add_i32 s0, s0, s4
	s_mul_i32 s1, s3, s47
	s_mul_hi_u32 s4, s2, s28
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s2, s47
	s_mul_i32 s3, s3, s28
	s_lshl_b64 s[0:1], s[0:1], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s62, s48, s0
	s_mul_i32 s0, s2, s29
	s_addc_u32 s63, s49, s1
	s_add_i32 s0, s4, s0
	s_add_i32 s1, s0, s3
	s_mul_i32 s0, s2, s28
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s56, s42, s0
	s_addc_u32 s57, s43, s1
	s_add_u32 s58, s50, s0
	s_addc_u32 s59, s51, s1
	s_and_not1_b32 vcc_lo, exec_lo, s52
	s_cbranch_vccnz .LBB0_50
	v_add_co_u32 v216, s0, s60, v215
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v217, null, s61, 0, s0
	v_add_co_u32 v218, s0, s62, v215
	v_dual_mov_b32 v162, v208 :: v_dual_mov_b32 v167, v161
	v_dual_mov_b32 v166, v160 :: v_dual_mov_b32 v169, v159
	v_add_co_ci_u32_e64 v219, null, s63, 0, s0
	v_mov_b32_e32 v164, v207
	v_mov_b32_e32 v168, v158
	s_mov_b32 s64, 0
	s_branch .LBB0_10
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v249, v8
	v_dual_mov_b32 v245, v4 :: v_dual_mov_b32 v244, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v247, v6 :: v_dual_mov_b32 v246, v5
	v_dual_mov_b32 v248, v7 :: v_dual_mov_b32 v243, v2
	v_mov_b32_e32 v242, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_wmma_f32_16x16x16_f16 v[9:16], v[105:112], v[113:120], v[9:16]
	v_wmma_f32_16x16x16_f16 v[242:249], v[73:80], v[145:152], v[242:249]
	v_add_co_u32 v168, vcc_lo, 0x80, v168
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v169, null, 0, v169, vcc_lo
	v_wmma_f32_16x16x16_f16 v[242:249], v[81:88], v[137:144], v[242:249]
	v_add_co_u32 v166, vcc_lo, 0x80, v166
	s_add_i32 s64, s64, 32
	v_add_co_ci_u32_e64 v167, null, 0, v167, vcc_lo
	v_wmma_f32_16x16x16_f16 v[242:249], v[65:72], v[129:136], v[242:249]
	v_add_nc_u32_e32 v164, s35, v164
	v_wmma_f32_16x16x16_f16 v[9:16], v[89:96], v[97:104], v[9:16]
	v_add_nc_u32_e32 v162, s54, v162
	s_add_i32 s0, s34, s64
	v_wmma_f32_16x16x16_f16 v[242:249], v[57:64], v[121:128], v[242:249]
	s_cmp_ge_i32 s0, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v2, v242, v157 :: v_dual_sub_f32 v3, v243, v163
	v_dual_sub_f32 v4, v244, v220 :: v_dual_sub_f32 v5, v245, v221
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_f32_e32 v8, v248, v224
	v_dual_sub_f32 v6, v246, v222 :: v_dual_sub_f32 v7, v247, v223
	v_sub_f32_e32 v121, v249, v225
	v_fma_mixlo_f16 v2, v165, v2, 0
	v_fma_mixhi_f16 v2, v227, v3, 0
	v_fma_mixlo_f16 v3, v228, v4, 0
	v_fma_mixhi_f16 v3, v229, v5, 0
	v_fma_mixlo_f16 v4, v230, v6, 0
	v_fma_mixhi_f16 v4, v231, v7, 0
	v_fma_mixlo_f16 v5, v232, v8, 0
	v_fma_mixhi_f16 v5, v233, v121, 0
	ds_store_b16 v234, v2
	ds_store_b16_d16_hi v235, v2
	ds_store_b16 v236, v3
	ds_store_b16_d16_hi v237, v3
	ds_store_b16 v238, v4
	ds_store_b16_d16_hi v239, v4
	ds_store_b16 v240, v5
	ds_store_b16_d16_hi v241, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[121:124], v0
	ds_load_b128 v[125:128], v0 offset:16
	ds_load_b128 v[129:132], v0 offset:32
	ds_load_b128 v[133:136], v0 offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v203, v153
	ds_store_b16_d16_hi v203, v153 offset:80
	ds_store_b16 v203, v154 offset:160
	ds_store_b16_d16_hi v203, v154 offset:240
	ds_store_b16 v203, v155 offset:320
	ds_store_b16_d16_hi v203, v155 offset:400
	ds_store_b16 v203, v156 offset:480
	ds_store_b16_d16_hi v203, v156 offset:560
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[137:140], v214
	ds_load_b128 v[141:144], v214 offset:16
	ds_load_b128 v[145:148], v214 offset:32
	ds_load_b128 v[149:152], v214 offset:48
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[49:56], v[121:128], v[137:144], v[49:56]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[49:56], v[129:136], v[145:152], v[49:56]
	s_cbranch_scc1 .LBB0_50
.LBB0_10:
	v_ashrrev_i32_e32 v163, 31, v162
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v5, s64, v204
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v90, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[3:4], 1, v[162:163]
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v92, 0
	v_cmp_gt_i32_e32 vcc_lo, s28, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v170, s0, v216, v3
	v_add_co_ci_u32_e64 v171, null, v217, v4, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_12
	global_load_b128 v[89:92], v[170:171], off
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v126, s64, v205
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s28, v126
	v_ashrrev_i32_e32 v127, 31, v126
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[126:127]
	v_add_co_u32 v2, s1, s56, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s57, v3, s1
	global_load_b32 v2, v[2:3], off
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v3, 1, v126
	v_add_co_u32 v6, s1, v166, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s39, v167, s1
	v_cmp_gt_i32_e64 s1, s28, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_16
	global_load_b32 v3, v[6:7], off offset:4
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v5, 2, v126
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s28, v5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_18
	global_load_b32 v4, v[6:7], off offset:8
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v122, 0 :: v_dual_add_nc_u32 v5, 3, v126
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s28, v5
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_20
	global_load_b32 v5, v[6:7], off offset:12
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v8, 4, v126
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s28, v8
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_22
	global_load_b32 v122, v[6:7], off offset:16
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v123, 0 :: v_dual_add_nc_u32 v8, 5, v126
	v_mov_b32_e32 v124, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s5, s28, v8
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_24
	global_load_b32 v123, v[6:7], off offset:20
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v8, 6, v126
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s28, v8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_26
	global_load_b32 v124, v[6:7], off offset:24
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v121, 0 :: v_dual_add_nc_u32 v8, 7, v126
	v_mov_b32_e32 v125, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s7, s28, v8
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_28
	global_load_b32 v125, v[6:7], off offset:28
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v182, v[89:92]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[113:116], v185
	ds_load_b128 v[117:120], v185 offset:16
	ds_load_b128 v[105:108], v185 offset:32
	ds_load_b128 v[109:112], v185 offset:48
	ds_load_b128 v[97:100], v185 offset:64
	ds_load_b128 v[101:104], v185 offset:80
	ds_load_b128 v[89:92], v185 offset:96
	ds_load_b128 v[93:96], v185 offset:112
	v_add_nc_u32_e32 v163, v183, v187
	v_add_nc_u32_e32 v220, v183, v188
	v_add_nc_u32_e32 v221, v183, v189
	v_add_nc_u32_e32 v222, v183, v190
	v_add_nc_u32_e32 v223, v183, v191
	v_add_nc_u32_e32 v224, v183, v192
	v_add_nc_u32_e32 v225, v183, v193
	v_add_nc_u32_e32 v226, v183, v194
	v_ashrrev_i32_e32 v165, 31, v164
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v186, v[2:5]
	ds_store_b128 v186, v[122:125] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v123, 0
	v_mov_b32_e32 v124, 0
	ds_load_b32 v125, v163
	ds_load_b32 v130, v220
	ds_load_b32 v131, v221
	ds_load_b32 v132, v222
	ds_load_b32 v133, v223
	ds_load_b32 v134, v224
	ds_load_b32 v135, v225
	ds_load_b32 v136, v226
	v_lshlrev_b64 v[2:3], 1, v[164:165]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v128, s8, v218, v2
	v_add_co_ci_u32_e64 v129, null, v219, v3, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_30
	global_load_b128 v[121:124], v[128:129], off
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v144, v8
	v_dual_mov_b32 v140, v4 :: v_dual_mov_b32 v139, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v142, v6 :: v_dual_mov_b32 v141, v5
	v_dual_mov_b32 v143, v7 :: v_dual_mov_b32 v138, v2
	v_dual_mov_b32 v137, v1 :: v_dual_add_nc_u32 v234, v184, v195
	v_add_nc_u32_e32 v238, v184, v199
	v_add_nc_u32_e32 v236, v184, v197
	v_add_nc_u32_e32 v239, v184, v200
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_f16 v[137:144], v[17:24], v[113:120], v[137:144]
	v_add_nc_u32_e32 v240, v184, v201
	v_add_nc_u32_e32 v241, v184, v202
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_wmma_f32_16x16x16_f16 v[137:144], v[25:32], v[105:112], v[137:144]
	buffer_gl0_inv
	v_add_nc_u32_e32 v235, v184, v196
	v_add_nc_u32_e32 v237, v184, v198
	v_wmma_f32_16x16x16_f16 v[137:144], v[33:40], v[97:104], v[137:144]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[137:144], v[41:48], v[89:96], v[137:144]
	v_mul_f32_e32 v6, v213, v141
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v213, v139
	v_sub_f32_e32 v6, v6, v133
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v6
	v_cndmask_b32_e64 v94, 1.0, 0.5, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v89, v213, v144 :: v_dual_mul_f32 v6, v6, v94
	v_exp_f32_e32 v6, v6
	v_mul_f32_e32 v8, v213, v143
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, v213, v138 :: v_dual_sub_f32 v8, v8, v135
	v_sub_f32_e32 v3, v3, v130
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v8
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v96, 1.0, 0.5, s14
	v_cndmask_b32_e64 v91, 1.0, 0.5, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, v8, v96 :: v_dual_mul_f32 v3, v3, v91
	v_exp_f32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v3, v3
	v_mul_f32_e32 v2, v213, v137
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_mul_f32 v94, v8, v8 :: v_dual_mul_f32 v91, v3, v3
	v_sub_f32_e32 v2, v2, v125
	v_cndmask_b32_e64 v8, v8, v94, s14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v3, v91, s9
	v_cmp_gt_f32_e64 s8, 0xc2fc0000, v2
	v_mul_f32_e32 v91, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v90, 1.0, 0.5, s8
	v_mul_f32_e32 v5, v213, v140
	v_cndmask_b32_e64 v6, v6, v91, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v90
	v_exp_f32_e32 v2, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_sub_f32 v5, v5, v132 :: v_dual_mul_f32 v90, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v5
	v_cndmask_b32_e64 v2, v2, v90, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v93, 1.0, 0.5, s11
	v_mul_f32_e32 v5, v5, v93
	v_dual_sub_f32 v4, v4, v131 :: v_dual_add_nc_u32 v93, s64, v206
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v5, v5
	v_cmp_ge_i32_e64 s8, v93, v180
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v4
	v_cndmask_b32_e64 v165, 0, v2, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v92, 1.0, 0.5, s10
	v_mul_f32_e32 v7, v213, v142
	v_cmp_ge_i32_e64 s8, v93, v179
	v_mul_f32_e32 v90, v5, v5
	v_cvt_f16_f32_e64 v2.l, v165
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v4, v4, v92 :: v_dual_sub_f32 v7, v7, v134
	v_cndmask_b32_e64 v227, 0, v3, s8
	v_cmp_ge_i32_e64 s8, v93, v178
	v_cndmask_b32_e64 v5, v5, v90, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v4, v4
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v7
	v_cvt_f16_f32_e64 v2.h, v227
	v_cndmask_b32_e64 v95, 1.0, 0.5, s13
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_mul_f32 v92, v4, v4 :: v_dual_mul_f32 v7, v7, v95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v4, v4, v92, s10
	v_exp_f32_e32 v7, v7
	v_sub_f32_e32 v89, v89, v136
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v228, 0, v4, s8
	v_cmp_ge_i32_e64 s8, v93, v177
	v_cvt_f16_f32_e64 v3.l, v228
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v92, v7, v7
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v89
	v_cndmask_b32_e64 v229, 0, v5, s8
	v_cmp_ge_i32_e64 s8, v93, v176
	ds_store_b16 v234, v2
	ds_store_b16_d16_hi v235, v2
	ds_store_b16 v236, v3
	v_cndmask_b32_e64 v7, v7, v92, s13
	v_cndmask_b32_e64 v97, 1.0, 0.5, s15
	v_cvt_f16_f32_e64 v3.h, v229
	v_cndmask_b32_e64 v230, 0, v6, s8
	v_cmp_ge_i32_e64 s8, v93, v175
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v2, 0 :: v_dual_mul_f32 v89, v89, v97
	v_cvt_f16_f32_e64 v4.l, v230
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v231, 0, v7, s8
	v_cmp_ge_i32_e64 s8, v93, v174
	v_exp_f32_e32 v89, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e64 v4.h, v231
	v_cndmask_b32_e64 v232, 0, v8, s8
	v_cmp_ge_i32_e64 s8, v93, v173
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f16_f32_e64 v5.l, v232
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v95, v89, v89
	v_cndmask_b32_e64 v89, v89, v95, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v233, 0, v89, s8
	v_cvt_f16_f32_e64 v5.h, v233
	ds_store_b16_d16_hi v237, v3
	ds_store_b16 v238, v4
	ds_store_b16_d16_hi v239, v4
	ds_store_b16 v240, v5
	ds_store_b16_d16_hi v241, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[105:108], v0
	ds_load_b128 v[109:112], v0 offset:16
	ds_load_b128 v[89:92], v0 offset:32
	ds_load_b128 v[93:96], v0 offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v203, v121
	ds_store_b16_d16_hi v203, v121 offset:80
	ds_store_b16 v203, v122 offset:160
	ds_store_b16_d16_hi v203, v122 offset:240
	ds_store_b16 v203, v123 offset:320
	ds_store_b16_d16_hi v203, v123 offset:400
	ds_store_b16 v203, v124 offset:480
	ds_store_b16_d16_hi v203, v124 offset:560
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[113:116], v214
	ds_load_b128 v[117:120], v214 offset:16
	ds_load_b128 v[97:100], v214 offset:32
	ds_load_b128 v[101:104], v214 offset:48
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v122, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v124, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_32
	global_load_b128 v[121:124], v[128:129], off
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_34
	v_lshlrev_b64 v[2:3], 2, v[126:127]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, s58, v2
	v_add_co_ci_u32_e64 v3, null, s59, v3, s0
	global_load_b32 v2, v[2:3], off
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s8
	v_add_co_u32 v6, s0, v168, s38
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s39, v169, s0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_36
	global_load_b32 v3, v[6:7], off offset:4
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_38
	global_load_b32 v4, v[6:7], off offset:8
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v5, 0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_40
	global_load_b32 v5, v[6:7], off offset:12
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_42
	global_load_b32 v154, v[6:7], off offset:16
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v155, 0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_44
	global_load_b32 v155, v[6:7], off offset:20
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_46
	global_load_b32 v156, v[6:7], off offset:24
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v153, 0
	v_mov_b32_e32 v157, 0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB0_48
	global_load_b32 v157, v[6:7], off offset:28
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v182, v[121:124]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[145:148], v185
	ds_load_b128 v[149:152], v185 offset:16
	ds_load_b128 v[137:140], v185 offset:32
	ds_load_b128 v[141:144], v185 offset:48
	ds_load_b128 v[129:132], v185 offset:64
	ds_load_b128 v[133:136], v185 offset:80
	ds_load_b128 v[121:124], v185 offset:96
	ds_load_b128 v[125:128], v185 offset:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v186, v[2:5]
	ds_store_b128 v186, v[154:157] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v157, v163
	ds_load_b32 v163, v220
	ds_load_b32 v220, v221
	ds_load_b32 v221, v222
	ds_load_b32 v222, v223
	ds_load_b32 v223, v224
	ds_load_b32 v224, v225
	ds_load_b32 v225, v226
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v155, 0
	v_mov_b32_e32 v156, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_9
	global_load_b128 v[153:156], v[170:171], off
	s_branch .LBB0_9
.LBB0_50:
	s_and_not1_b32 vcc_lo, exec_lo, s53
	s_cbranch_vccnz .LBB0_6
	v_add_co_u32 v168, s0, s60, v215
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v169, null, s61, 0, s0
	v_add_co_u32 v170, s0, s62, v215
	v_add_co_ci_u32_e64 v171, null, s63, 0, s0
	v_mov_b32_e32 v162, v212
	v_mov_b32_e32 v164, v211
	s_mov_b32 s60, 0
	s_branch .LBB0_53
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_dual_mov_b32 v7, v1 :: v_dual_add_nc_u32 v164, s35, v164
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v244, v8 :: v_dual_mov_b32 v241, v5
	v_dual_mov_b32 v242, v6 :: v_dual_mov_b32 v243, v7
	v_dual_mov_b32 v240, v4 :: v_dual_mov_b32 v239, v3
	v_dual_mov_b32 v238, v2 :: v_dual_mov_b32 v237, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_wmma_f32_16x16x16_f16 v[9:16], v[105:112], v[113:120], v[9:16]
	v_wmma_f32_16x16x16_f16 v[237:244], v[73:80], v[145:152], v[237:244]
	s_add_i32 s60, s60, 32
	v_add_nc_u32_e32 v162, s54, v162
	s_add_i32 s0, s33, s60
	v_wmma_f32_16x16x16_f16 v[9:16], v[89:96], v[97:104], v[9:16]
	v_wmma_f32_16x16x16_f16 v[237:244], v[81:88], v[137:144], v[237:244]
	s_cmp_lt_i32 s0, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[237:244], v[65:72], v[129:136], v[237:244]
	v_wmma_f32_16x16x16_f16 v[237:244], v[57:64], v[121:128], v[237:244]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v2, v237, v157 :: v_dual_sub_f32 v3, v238, v163
	v_dual_sub_f32 v4, v239, v215 :: v_dual_sub_f32 v5, v240, v216
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v6, v241, v217 :: v_dual_sub_f32 v7, v242, v218
	v_dual_sub_f32 v8, v243, v219 :: v_dual_sub_f32 v121, v244, v220
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v2, v165, v2, 0
	v_fma_mixhi_f16 v2, v222, v3, 0
	v_fma_mixlo_f16 v3, v223, v4, 0
	v_fma_mixhi_f16 v3, v224, v5, 0
	v_fma_mixlo_f16 v4, v225, v6, 0
	v_fma_mixhi_f16 v4, v226, v7, 0
	v_fma_mixlo_f16 v5, v227, v8, 0
	v_fma_mixhi_f16 v5, v228, v121, 0
	ds_store_b16 v229, v2
	ds_store_b16_d16_hi v230, v2
	ds_store_b16 v231, v3
	ds_store_b16_d16_hi v232, v3
	ds_store_b16 v233, v4
	ds_store_b16_d16_hi v234, v4
	ds_store_b16 v235, v5
	ds_store_b16_d16_hi v236, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[121:124], v0
	ds_load_b128 v[125:128], v0 offset:16
	ds_load_b128 v[129:132], v0 offset:32
	ds_load_b128 v[133:136], v0 offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v203, v153
	ds_store_b16_d16_hi v203, v153 offset:80
	ds_store_b16 v203, v154 offset:160
	ds_store_b16_d16_hi v203, v154 offset:240
	ds_store_b16 v203, v155 offset:320
	ds_store_b16_d16_hi v203, v155 offset:400
	ds_store_b16 v203, v156 offset:480
	ds_store_b16_d16_hi v203, v156 offset:560
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[137:140], v214
	ds_load_b128 v[141:144], v214 offset:16
	ds_load_b128 v[145:148], v214 offset:32
	ds_load_b128 v[149:152], v214 offset:48
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[49:56], v[121:128], v[137:144], v[49:56]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[49:56], v[129:136], v[145:152], v[49:56]
	s_cbranch_scc0 .LBB0_6
.LBB0_53:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v163, 31, v162
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v5, s60, v210
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v90, 0
	v_lshlrev_b64 v[3:4], 1, v[162:163]
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v92, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s28, v5
	v_add_co_u32 v166, s0, v168, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v167, null, v169, v4, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_55
	global_load_b128 v[89:92], v[166:167], off
.LBB0_55:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v126, s60, v209
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s28, v126
	v_ashrrev_i32_e32 v127, 31, v126
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[126:127]
	v_add_co_u32 v2, s1, s56, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s57, v3, s1
	global_load_b32 v2, v[2:3], off
.LBB0_57:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v5, 1, v126
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v6, 31, v5
	v_cmp_gt_i32_e64 s1, s28, v5
	v_lshlrev_b64 v[128:129], 2, v[5:6]
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s2, s56, v128
	v_add_co_ci_u32_e64 v6, null, s57, v129, s2
	global_load_b32 v3, v[5:6], off
.LBB0_59:
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v5, 2, v126
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v6, 31, v5
	v_cmp_gt_i32_e64 s2, s28, v5
	v_lshlrev_b64 v[130:131], 2, v[5:6]
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s3, s56, v130
	v_add_co_ci_u32_e64 v5, null, s57, v131, s3
	global_load_b32 v4, v[4:5], off
.LBB0_61:
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v122, 0 :: v_dual_add_nc_u32 v5, 3, v126
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v6, 31, v5
	v_cmp_gt_i32_e64 s3, s28, v5
	v_lshlrev_b64 v[132:133], 2, v[5:6]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s4, s56, v132
	v_add_co_ci_u32_e64 v6, null, s57, v133, s4
	global_load_b32 v5, v[5:6], off
.LBB0_63:
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v6, 4, v126
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s4, s28, v6
	v_lshlrev_b64 v[134:135], 2, v[6:7]
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s5, s56, v134
	v_add_co_ci_u32_e64 v7, null, s57, v135, s5
	global_load_b32 v122, v[6:7], off
.LBB0_65:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v123, 0 :: v_dual_add_nc_u32 v6, 5, v126
	v_mov_b32_e32 v124, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s5, s28, v6
	v_lshlrev_b64 v[136:137], 2, v[6:7]
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s6, s56, v136
	v_add_co_ci_u32_e64 v7, null, s57, v137, s6
	global_load_b32 v123, v[6:7], off
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v6, 6, v126
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s6, s28, v6
	v_lshlrev_b64 v[138:139], 2, v[6:7]
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB0_69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s7, s56, v138
	v_add_co_ci_u32_e64 v7, null, s57, v139, s7
	global_load_b32 v124, v[6:7], off
.LBB0_69:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v121, 0 :: v_dual_add_nc_u32 v6, 7, v126
	v_mov_b32_e32 v125, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_i32_e64 s7, s28, v6
	v_lshlrev_b64 v[140:141], 2, v[6:7]
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s8, s56, v140
	v_add_co_ci_u32_e64 v7, null, s57, v141, s8
	global_load_b32 v125, v[6:7], off
.LBB0_71:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v182, v[89:92]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[113:116], v185
	ds_load_b128 v[117:120], v185 offset:16
	ds_load_b128 v[105:108], v185 offset:32
	ds_load_b128 v[109:112], v185 offset:48
	ds_load_b128 v[97:100], v185 offset:64
	ds_load_b128 v[101:104], v185 offset:80
	ds_load_b128 v[89:92], v185 offset:96
	ds_load_b128 v[93:96], v185 offset:112
	v_add_nc_u32_e32 v163, v183, v187
	v_add_nc_u32_e32 v215, v183, v188
	v_add_nc_u32_e32 v216, v183, v189
	v_add_nc_u32_e32 v217, v183, v190
	v_add_nc_u32_e32 v218, v183, v191
	v_add_nc_u32_e32 v219, v183, v192
	v_add_nc_u32_e32 v220, v183, v193
	v_add_nc_u32_e32 v221, v183, v194
	v_ashrrev_i32_e32 v165, 31, v164
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v186, v[2:5]
	ds_store_b128 v186, v[122:125] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v123, 0
	v_mov_b32_e32 v124, 0
	ds_load_b32 v125, v163
	ds_load_b32 v144, v215
	ds_load_b32 v145, v216
	ds_load_b32 v146, v217
	ds_load_b32 v147, v218
	ds_load_b32 v148, v219
	ds_load_b32 v149, v220
	ds_load_b32 v150, v221
	v_lshlrev_b64 v[2:3], 1, v[164:165]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v142, s8, v170, v2
	v_add_co_ci_u32_e64 v143, null, v171, v3, s8
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_73
	global_load_b128 v[121:124], v[142:143], off
.LBB0_73:
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v229, v8
	v_dual_mov_b32 v225, v4 :: v_dual_mov_b32 v224, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v227, v6 :: v_dual_mov_b32 v226, v5
	v_dual_mov_b32 v228, v7 :: v_dual_mov_b32 v223, v2
	v_mov_b32_e32 v222, v1
	v_add_nc_u32_e32 v232, v184, v198
	v_add_nc_u32_e32 v230, v184, v196
	v_add_nc_u32_e32 v234, v184, v200
	v_add_nc_u32_e32 v235, v184, v201
	v_wmma_f32_16x16x16_f16 v[222:229], v[17:24], v[113:120], v[222:229]
	v_add_nc_u32_e32 v236, v184, v202
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_wmma_f32_16x16x16_f16 v[222:229], v[25:32], v[105:112], v[222:229]
	v_add_nc_u32_e32 v231, v184, v197
	v_add_nc_u32_e32 v233, v184, v199
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[222:229], v[33:40], v[97:104], v[222:229]
	v_wmma_f32_16x16x16_f16 v[222:229], v[41:48], v[89:96], v[222:229]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v213, v228
	v_mul_f32_e32 v3, v213, v223
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v6, v213, v226
	v_mul_f32_e32 v89, v213, v229
	v_add_nc_u32_e32 v229, v184, v195
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v8, v8, v149 :: v_dual_sub_f32 v3, v3, v144
	v_sub_f32_e32 v6, v6, v147
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v8
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v6
	v_cndmask_b32_e64 v96, 1.0, 0.5, s14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v91, 1.0, 0.5, s9
	v_cndmask_b32_e64 v94, 1.0, 0.5, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v8, v8, v96 :: v_dual_mul_f32 v3, v3, v91
	v_mul_f32_e32 v6, v6, v94
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v6, v6
	v_mul_f32_e32 v2, v213, v222
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_mul_f32 v4, v213, v224 :: v_dual_mul_f32 v91, v3, v3
	v_sub_f32_e32 v2, v2, v125
	v_cndmask_b32_e64 v222, v3, v91, s9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v3, v6, v6 :: v_dual_sub_f32 v4, v4, v145
	v_cmp_gt_f32_e64 s8, 0xc2fc0000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v4
	v_cndmask_b32_e64 v90, 1.0, 0.5, s8
	v_mul_f32_e32 v5, v213, v225
	v_cndmask_b32_e64 v225, v6, v3, s12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v92, 1.0, 0.5, s10
	v_dual_mul_f32 v7, v213, v227 :: v_dual_mul_f32 v2, v2, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v5, v5, v146 :: v_dual_mul_f32 v4, v4, v92
	v_sub_f32_e32 v7, v7, v148
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v2, v2
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v4, v4
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v7
	v_sub_f32_e32 v89, v89, v150
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v93, 1.0, 0.5, s11
	v_cndmask_b32_e64 v95, 1.0, 0.5, s13
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v90, v2, v2 :: v_dual_mul_f32 v5, v5, v93
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v92, v4, v4
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v89
	v_mul_f32_e32 v7, v7, v95
	v_exp_f32_e32 v5, v5
	v_cndmask_b32_e64 v165, v2, v90, s8
	v_cndmask_b32_e64 v223, v4, v92, s10
	v_cndmask_b32_e64 v97, 1.0, 0.5, s15
	v_exp_f32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e64 v3.l, v223
	v_mul_f32_e32 v89, v89, v97
	s_delay_alu instid0(TRANS32_DEP_2)
	v_mul_f32_e32 v2, v5, v5
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v4, v7, v7
	v_exp_f32_e32 v89, v89
	v_mul_f32_e32 v90, v8, v8
	v_cndmask_b32_e64 v224, v5, v2, s11
	v_cvt_f16_f32_e64 v2.l, v165
	v_cndmask_b32_e64 v226, v7, v4, s13
	v_cvt_f16_f32_e64 v2.h, v222
	v_cvt_f16_f32_e64 v4.l, v225
	v_cvt_f16_f32_e64 v3.h, v224
	ds_store_b16 v229, v2
	ds_store_b16_d16_hi v230, v2
	ds_store_b16 v231, v3
	v_mul_f32_e32 v91, v89, v89
	v_cndmask_b32_e64 v227, v8, v90, s14
	v_cvt_f16_f32_e64 v4.h, v226
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v228, v89, v91, s15
	v_cvt_f16_f32_e64 v5.l, v227
	s_delay_alu instid0(VALU_DEP_2)
	v_cvt_f16_f32_e64 v5.h, v228
	ds_store_b16_d16_hi v232, v3
	ds_store_b16 v233, v4
	ds_store_b16_d16_hi v234, v4
	ds_store_b16 v235, v5
	ds_store_b16_d16_hi v236, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[105:108], v0
	ds_load_b128 v[109:112], v0 offset:16
	ds_load_b128 v[89:92], v0 offset:32
	ds_load_b128 v[93:96], v0 offset:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v203, v121
	ds_store_b16_d16_hi v203, v121 offset:80
	ds_store_b16 v203, v122 offset:160
	ds_store_b16_d16_hi v203, v122 offset:240
	ds_store_b16 v203, v123 offset:320
	ds_store_b16_d16_hi v203, v123 offset:400
	ds_store_b16 v203, v124 offset:480
	ds_store_b16_d16_hi v203, v124 offset:560
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[113:116], v214
	ds_load_b128 v[117:120], v214 offset:16
	ds_load_b128 v[97:100], v214 offset:32
	ds_load_b128 v[101:104], v214 offset:48
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v122, 0
	v_dual_mov_b32 v123, 0 :: v_dual_mov_b32 v124, 0
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_75
	global_load_b128 v[121:124], v[142:143], off
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_77
	v_lshlrev_b64 v[2:3], 2, v[126:127]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, s58, v2
	v_add_co_ci_u32_e64 v3, null, s59, v3, s0
	global_load_b32 v2, v[2:3], off
.LBB0_77:
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB0_79
	v_add_co_u32 v5, s0, s58, v128
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s59, v129, s0
	global_load_b32 v3, v[5:6], off
.LBB0_79:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_81
	v_add_co_u32 v4, s0, s58, v130
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s59, v131, s0
	global_load_b32 v4, v[4:5], off
.LBB0_81:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v5, 0
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_83
	v_add_co_u32 v5, s0, s58, v132
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s59, v133, s0
	global_load_b32 v5, v[5:6], off
.LBB0_83:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_85
	v_add_co_u32 v6, s0, s58, v134
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s59, v135, s0
	global_load_b32 v154, v[6:7], off
.LBB0_85:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v156, 0 :: v_dual_mov_b32 v155, 0
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_87
	v_add_co_u32 v6, s0, s58, v136
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s59, v137, s0
	global_load_b32 v155, v[6:7], off
.LBB0_87:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB0_89
	v_add_co_u32 v6, s0, s58, v138
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s59, v139, s0
	global_load_b32 v156, v[6:7], off
.LBB0_89:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v153, 0
	v_mov_b32_e32 v157, 0
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB0_91
	v_add_co_u32 v6, s0, s58, v140
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s59, v141, s0
	global_load_b32 v157, v[6:7], off
.LBB0_91:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v182, v[121:124]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[145:148], v185
	ds_load_b128 v[149:152], v185 offset:16
	ds_load_b128 v[137:140], v185 offset:32
	ds_load_b128 v[141:144], v185 offset:48
	ds_load_b128 v[129:132], v185 offset:64
	ds_load_b128 v[133:136], v185 offset:80
	ds_load_b128 v[121:124], v185 offset:96
	ds_load_b128 v[125:128], v185 offset:112
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b128 v186, v[2:5]
	ds_store_b128 v186, v[154:157] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v157, v163
	ds_load_b32 v163, v215
	ds_load_b32 v215, v216
	ds_load_b32 v216, v217
	ds_load_b32 v217, v218
	ds_load_b32 v218, v219
	ds_load_b32 v219, v220
	ds_load_b32 v220, v221
	v_dual_mov_b32 v154, 0 :: v_dual_mov_b32 v155, 0
	v_mov_b32_e32 v156, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_52
	global_load_b128 v[153:156], v[166:167], off
	s_branch .LBB0_52
.LBB0_93:
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v49, v9
	v_mov_b32_e32 v50, v9
	v_mov_b32_e32 v51, v9
	v_mov_b32_e32 v52, v9
	v_mov_b32_e32 v53, v9
	v_mov_b32_e32 v54, v9
	v_mov_b32_e32 v55, v9
	v_mov_b32_e32 v56, v9
.LBB0_94:
	s_lshl_b64 s[0:1], s[30:31], 1
	v_cmp_gt_i32_e32 vcc_lo, s28, v180
	s_add_u32 s7, s18, s0
	s_addc_u32 s8, s19, s1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execnz .LBB0_112
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i32_e64 s0, s28, v179
	s_and_saveexec_b32 s2, s0
	s_cbranch_execnz .LBB0_113
.LBB0_96:
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_gt_i32_e64 s1, s28, v178
	s_and_saveexec_b32 s3, s1
	s_cbranch_execnz .LBB0_114
.LBB0_97:
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_i32_e64 s2, s28, v177
	s_and_saveexec_b32 s4, s2
	s_cbranch_execnz .LBB0_115
.LBB0_98:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_gt_i32_e64 s3, s28, v176
	s_and_saveexec_b32 s5, s3
	s_cbranch_execnz .LBB0_116
.LBB0_99:
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_gt_i32_e64 s4, s28, v175
	s_and_saveexec_b32 s6, s4
	s_cbranch_execnz .LBB0_117
.LBB0_100:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_gt_i32_e64 s5, s28, v174
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_118
.LBB0_101:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_i32_e64 s6, s28, v173
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_103
.LBB0_102:
	v_mul_lo_u32 v0, s26, v173
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s7, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s7, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s7
	v_fma_mixlo_f16 v0, s23, v56, 0
	global_store_b16 v[1:2], v0, off
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s9
	s_lshl_b64 s[8:9], s[20:21], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s7, s24, s8
	s_addc_u32 s8, s25, s9
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execnz .LBB0_119
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execnz .LBB0_120
.LBB0_105:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_121
.LBB0_106:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB0_122
.LBB0_107:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB0_123
.LBB0_108:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB0_124
.LBB0_109:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB0_125
.LBB0_110:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB0_126
.LBB0_111:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_112:
	v_mul_lo_u32 v0, s26, v180
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s0, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s0, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s0
	v_fma_mixlo_f16 v0, s23, v49, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i32_e64 s0, s28, v179
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_96
.LBB0_113:
	v_mul_lo_u32 v0, s26, v179
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s1, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s1
	v_fma_mixlo_f16 v0, s23, v50, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_gt_i32_e64 s1, s28, v178
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_97
.LBB0_114:
	v_mul_lo_u32 v0, s26, v178
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s2, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s2, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s2
	v_fma_mixlo_f16 v0, s23, v51, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_i32_e64 s2, s28, v177
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_98
.LBB0_115:
	v_mul_lo_u32 v0, s26, v177
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s3, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s3, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s3
	v_fma_mixlo_f16 v0, s23, v52, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_gt_i32_e64 s3, s28, v176
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_99
.LBB0_116:
	v_mul_lo_u32 v0, s26, v176
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s4, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s4, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s4
	v_fma_mixlo_f16 v0, s23, v53, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_gt_i32_e64 s4, s28, v175
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_100
.LBB0_117:
	v_mul_lo_u32 v0, s26, v175
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s5, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s5, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s5
	v_fma_mixlo_f16 v0, s23, v54, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_gt_i32_e64 s5, s28, v174
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_101
.LBB0_118:
	v_mul_lo_u32 v0, s26, v174
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s6, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s6, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, s6
	v_fma_mixlo_f16 v0, s23, v55, 0
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_i32_e64 s6, s28, v173
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB0_102
	s_branch .LBB0_103
.LBB0_119:
	v_mul_lo_u32 v0, s22, v180
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v9
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_105
.LBB0_120:
	v_mul_lo_u32 v0, s22, v179
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v10
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_106
.LBB0_121:
	v_mul_lo_u32 v0, s22, v178
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v11
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_107
.LBB0_122:
	v_mul_lo_u32 v0, s22, v177
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v12
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_108
.LBB0_123:
	v_mul_lo_u32 v0, s22, v176
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v13
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_109
.LBB0_124:
	v_mul_lo_u32 v0, s22, v175
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v14
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_110
.LBB0_125:
	v_mul_lo_u32 v0, s22, v174
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v15
	global_store_b16 v[1:2], v0, off
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_111
.LBB0_126:
	v_mul_lo_u32 v0, s22, v173
	v_lshlrev_b32_e32 v2, 1, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s7, v0
	v_add_co_ci_u32_e64 v3, null, s8, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	v_cvt_f16_f32_e32 v0.l, v16
	global_store_b16 v[1:2], v0, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dkdv
		.amdhsa_group_segment_fixed_size 5120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_vgpr 250
		.amdhsa_next_free_sgpr 65
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

	.set _attn_bwd_dkdv.num_vgpr, 250
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 65
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
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     250
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
