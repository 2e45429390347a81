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
	v_bfe_u32 v22, v0, 5, 1
	v_bfe_u32 v23, v0, 6, 1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, 0
	v_lshrrev_b32_e32 v21, 7, v0
	v_lshlrev_b32_e32 v3, 2, v22
	v_lshlrev_b32_e32 v4, 3, v23
	v_bfe_u32 v20, v0, 3, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v6, 4, v21
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 3, v0
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v25, 56, v24
	s_wait_kmcnt 0x0
	s_abs_i32 s23, s21
	s_xor_b32 s9, ttmp7, s21
	s_cvt_f32_u32 s2, s23
	s_sub_co_i32 s8, 0, s23
	s_ashr_i32 s9, s9, 31
	v_lshlrev_b32_e32 v11, 1, v25
	v_rcp_iflag_f32_e32 v2, s2
	s_abs_i32 s2, ttmp7
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s3, v2
	v_lshlrev_b32_e32 v2, 1, v19
	s_mul_f32 s3, s3, 0x4f7ffffe
	v_or3_b32 v2, v2, v3, v4
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cvt_u32_f32 s3, s3
	v_or3_b32 v26, v2, v6, v20
	v_mov_b32_e32 v6, 0
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s8, s8, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s8, s3, s8
	s_add_co_i32 s8, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s3, s2, s8
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s10, s3, s23
	s_sub_co_i32 s2, s2, s10
	s_add_co_i32 s10, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s11, s2, s23
	s_cmp_ge_u32 s2, s23
	s_cselect_b32 s3, s10, s3
	s_cselect_b32 s2, s11, s2
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s10, s3, 1
	s_cmp_ge_u32 s2, s23
	s_mov_b32 s2, s24
	s_cselect_b32 s3, s10, s3
	s_lshl_b32 s34, ttmp9, 5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s11, s3, s9
	v_or_b32_e32 v12, s34, v26
	s_sub_co_i32 s42, s11, s9
	s_mov_b32 s10, s25
	s_mul_i32 s9, s42, s21
	s_ashr_i32 s3, s24, 31
	v_mul_lo_u32 v2, s26, v12
	s_sub_co_i32 s50, ttmp7, s9
	s_ashr_i32 s11, s25, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s51, s50, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[42:43], s[2:3]
	s_mul_u64 s[12:13], s[50:51], s[10:11]
	s_load_b64 s[10:11], s[0:1], 0x10
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_nc_u64 s[2:3], s[12:13], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[24:25], s[2:3], 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	s_add_nc_u64 s[2:3], s[6:7], s[24:25]
	s_mov_b32 s7, 0
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s22, v12
	v_add_co_u32 v9, s2, v2, v11
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, 0, v3, s2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
	global_load_b128 v[5:8], v[9:10], off
.LBB0_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0
	s_abs_i32 s6, s20
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_4
	global_load_b128 v[1:4], v[9:10], off offset:128
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_load_b96 s[28:30], s[0:1], 0x68
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v14, 0
	s_mov_b32 s9, s7
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v12, s30, v12
	s_ashr_i32 s3, s28, 31
	s_mov_b32 s2, s28
	s_ashr_i32 s13, s29, 31
	s_mov_b32 s12, s29
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[42:43], s[2:3]
	s_mul_u64 s[12:13], s[50:51], s[12:13]
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[12:13], s[2:3]
	v_ashrrev_i32_e32 v13, 31, v12
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[28:29], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_nc_u64 s[2:3], s[10:11], s[28:29]
	v_lshlrev_b64_e32 v[15:16], 1, v[12:13]
	v_mov_b32_e32 v13, 0
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v10, s2, s2, v15
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v12, null, s3, v16, s2
	v_mov_b32_e32 v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v17, s2, v10, v11
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v18, null, 0, v12, s2
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_6
	global_load_b128 v[13:16], v[17:18], off
.LBB0_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v12, 0
	s_mul_u64 s[2:3], s[6:7], s[8:9]
	s_ashr_i32 s7, s20, 31
	s_ashr_i32 s2, s21, 31
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_8
	global_load_b128 v[9:12], v[17:18], off offset:128
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v17, 0x110, v26
	v_lshlrev_b32_e32 v27, 4, v22
	s_clause 0x2
	s_load_b32 s27, s[0:1], 0x18
	s_load_b256 s[12:19], s[0:1], 0x20
	s_load_b64 s[36:37], s[0:1], 0x40
	s_mul_i32 s8, s3, s23
	s_xor_b32 s2, s7, s2
	v_lshl_add_u32 v18, v25, 1, v17
	v_and_b32_e32 v17, 15, v0
	s_sub_co_i32 s6, s6, s8
	s_add_co_i32 s9, s3, 1
	s_sub_co_i32 s8, s6, s23
	s_cmp_ge_u32 s6, s23
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s6, s8, s6
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s3, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v18, v[5:8]
	ds_store_b128 v18, v[1:4] offset:128
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v3, v27, v17
	v_lshlrev_b32_e32 v2, 4, v23
	s_cmp_ge_u32 s6, s23
	s_cselect_b32 s3, s8, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u32_u24_e32 v1, 0x110, v3
	v_or_b32_e32 v5, v2, v17
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s38, s3, s2
	v_lshl_add_u32 v26, v19, 4, v1
	v_lshlrev_b32_e32 v1, 3, v19
	v_lshl_or_b32 v149, v21, 5, v5
	s_cmp_lt_i32 s38, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[41:44], v26
	ds_load_b128 v[45:48], v26 offset:32
	ds_load_b128 v[49:52], v26 offset:64
	ds_load_b128 v[53:56], v26 offset:96
	ds_load_b128 v[57:60], v26 offset:128
	ds_load_b128 v[61:64], v26 offset:160
	ds_load_b128 v[65:68], v26 offset:192
	ds_load_b128 v[69:72], v26 offset:224
	v_or_b32_e32 v4, v1, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v150, s34, v4
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v18, v[13:16]
	ds_store_b128 v18, v[9:12] offset:128
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_113
	v_add_nc_u32_e32 v28, 64, v26
	v_lshlrev_b32_e32 v7, 2, v23
	v_or_b32_e32 v10, 1, v4
	v_lshlrev_b32_e32 v23, 1, v1
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 1, v22
	v_lshlrev_b32_e32 v9, 3, v21
	v_or_b32_e32 v12, 3, v4
	v_or_b32_e32 v151, s34, v10
	v_mul_u32_u24_e32 v174, 0x50, v10
	v_mov_b32_e32 v10, v1
	v_or_b32_e32 v8, v6, v7
	v_or_b32_e32 v153, s34, v12
	v_mul_u32_u24_e32 v176, 0x50, v12
	v_mov_b32_e32 v12, v1
	s_clause 0x1
	s_load_b96 s[8:10], s[0:1], 0x48
	s_load_b96 s[0:2], s[0:1], 0x78
	v_or3_b32 v8, v8, v9, v19
	v_lshlrev_b32_e32 v160, 1, v5
	s_add_co_i32 s3, s34, 63
	s_mov_b32 s21, s7
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s6, s3, 31
	v_or_b32_e32 v18, 16, v8
	s_lshr_b32 s6, s6, 27
	s_ashr_i32 s23, s22, 31
	s_add_co_i32 s3, s3, s6
	s_mul_u64 s[6:7], s[20:21], s[42:43]
	v_mul_u32_u24_e32 v163, 0x110, v18
	v_mov_b32_e32 v18, v1
	v_mad_u32_u24 v164, 0x110, v5, v23
	v_mul_u32_u24_e32 v5, 0x90, v5
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s3, s3, 31
	s_mul_u64 s[44:45], s[6:7], s[22:23]
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s31, s3, s22
	v_lshl_or_b32 v155, v20, 6, v25
	v_lshl_add_u32 v172, v4, 2, v5
	v_add_nc_u32_e32 v5, s34, v9
	s_wait_kmcnt 0x0
	s_ashr_i32 s21, s9, 31
	s_mov_b32 s20, s9
	s_ashr_i32 s41, s1, 31
	s_mov_b32 s40, s1
	v_add_nc_u32_e32 v5, v5, v7
	s_ashr_i32 s9, s8, 31
	s_ashr_i32 s1, s0, 31
	s_mul_u64 s[8:9], s[42:43], s[8:9]
	s_mul_u64 s[0:1], s[42:43], s[0:1]
	v_and_b32_e32 v0, 3, v0
	v_add3_u32 v184, v5, v6, v19
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v5, s31, v9
	s_lshl_b64 s[48:49], s[44:45], 2
	s_lshl_b64 s[8:9], s[8:9], 1
	s_lshl_b64 s[0:1], s[0:1], 1
	s_ashr_i32 s39, s38, 31
	s_cmp_lt_i32 s34, s31
	s_mul_u64 s[50:51], s[38:39], s[50:51]
	s_cselect_b32 s39, -1, 0
	s_cmp_lt_i32 s3, s22
	v_mad_u32_u24 v181, 0x50, v3, v23
	v_mul_u32_u24_e32 v3, 0x50, v155
	v_add_nc_u32_e32 v5, v5, v7
	v_add3_u32 v187, s34, v2, v17
	v_dual_mov_b32 v17, v1 :: v_dual_lshlrev_b32 v0, 5, v0
	s_add_nc_u64 s[44:45], s[4:5], s[8:9]
	s_add_nc_u64 s[46:47], s[12:13], s[0:1]
	s_cselect_b32 s66, -1, 0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_lshl_b64 s[4:5], s[50:51], 2
	v_or_b32_e32 v11, 2, v4
	s_add_nc_u64 s[0:1], s[0:1], s[4:5]
	v_or_b32_e32 v13, 4, v4
	v_or_b32_e32 v14, 5, v4
	v_or_b32_e32 v15, 6, v4
	v_or_b32_e32 v16, 7, v4
	v_and_b32_e32 v21, 24, v24
	v_mul_u32_u24_e32 v173, 0x50, v4
	v_lshl_add_u32 v182, v8, 1, v3
	v_mov_b32_e32 v7, v1
	v_add3_u32 v185, v5, v6, v19
	v_mov_b32_e32 v19, v1
	v_mad_co_u64_u32 v[3:4], null, s0, s22, v[0:1]
	v_or_b32_e32 v156, s34, v14
	v_mul_u32_u24_e32 v178, 0x50, v14
	v_mov_b32_e32 v14, v1
	v_mul_u32_u24_e32 v22, 0x90, v21
	s_mul_i32 s1, s1, s22
	s_mul_i32 s0, s0, s23
	v_mul_u32_u24_e32 v162, 0x110, v8
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v4, s0, s1, v4
	v_lshl_or_b32 v161, v8, 2, v22
	v_add_nc_u32_e32 v8, 16, v184
	v_dual_mov_b32 v25, v1 :: v_dual_add_nc_u32 v2, 16, v185
	v_add_nc_u32_e32 v27, 32, v26
	v_add_co_u32 v121, vcc_lo, s16, v3
	v_add_nc_u32_e32 v29, 0x60, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v122, null, s17, v4, vcc_lo
	v_add_co_u32 v123, vcc_lo, s14, v3
	v_dual_mov_b32 v3, v1 :: v_dual_add_nc_u32 v30, 0x80, v26
	v_dual_mov_b32 v6, v1 :: v_dual_add_nc_u32 v31, 0xa0, v26
	v_dual_mov_b32 v5, v1 :: v_dual_add_nc_u32 v32, 0xc0, v26
	v_add_nc_u32_e32 v33, 0xe0, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v124, null, s15, v4, vcc_lo
	v_add_nc_u32_e32 v186, s34, v21
	v_add_nc_u32_e32 v192, s31, v21
	v_mul_lo_u32 v193, s10, v2
	v_mul_lo_u32 v194, s2, v2
	v_mov_b32_e32 v2, v1
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v21, v1
	v_mul_lo_u32 v188, s2, v8
	v_mul_lo_u32 v189, s10, v8
	v_mov_b32_e32 v8, v1
	ds_load_b128 v[73:76], v26
	ds_load_b128 v[77:80], v27
	ds_load_b128 v[81:84], v28
	ds_load_b128 v[85:88], v29
	ds_load_b128 v[89:92], v30
	ds_load_b128 v[93:96], v31
	ds_load_b128 v[97:100], v32
	ds_load_b128 v[101:104], v33
	v_or_b32_e32 v20, 64, v149
	v_mul_lo_u32 v190, s2, v184
	v_mul_lo_u32 v191, s10, v184
	v_mul_lo_u32 v195, s2, v185
	v_mul_lo_u32 v196, s10, v185
	v_or_b32_e32 v152, s34, v11
	v_or_b32_e32 v154, s34, v13
	v_or_b32_e32 v157, s34, v15
	v_or_b32_e32 v158, s34, v16
	v_lshlrev_b32_e32 v159, 1, v155
	v_add_nc_u32_e32 v165, 0x90, v161
	v_add_nc_u32_e32 v166, 0x120, v161
	v_dual_mov_b32 v22, v1 :: v_dual_add_nc_u32 v167, 0x1b0, v161
	v_add_nc_u32_e32 v168, 0x240, v161
	v_dual_mov_b32 v24, v1 :: v_dual_add_nc_u32 v169, 0x2d0, v161
	v_add_nc_u32_e32 v170, 0x360, v161
	v_dual_mov_b32 v26, v1 :: v_dual_add_nc_u32 v171, 0x3f0, v161
	v_mul_u32_u24_e32 v175, 0x50, v11
	v_mul_u32_u24_e32 v177, 0x50, v13
	v_mul_u32_u24_e32 v179, 0x50, v15
	v_mul_u32_u24_e32 v180, 0x50, v16
	v_mad_u32_u24 v0, 0x50, v149, v23
	v_mad_u32_u24 v183, 0x50, v20, v23
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v13, v1
	v_dual_mov_b32 v15, v1 :: v_dual_mov_b32 v16, v1
	v_dual_mov_b32 v20, v1 :: v_dual_mov_b32 v23, v1
	v_dual_mov_b32 v27, v1 :: v_dual_mov_b32 v28, v1
	v_dual_mov_b32 v29, v1 :: v_dual_mov_b32 v32, v1
	v_dual_mov_b32 v30, v1 :: v_dual_mov_b32 v31, v1
	s_mul_f32 s33, s27, 0x3fb8aa3b
	s_ashr_i32 s35, s34, 31
	s_mov_b32 s57, 0
	s_add_nc_u64 s[42:43], s[14:15], s[48:49]
	s_add_nc_u64 s[48:49], s[16:17], s[48:49]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[52:53], s[34:35], 2
	s_lshl_b64 s[54:55], s[22:23], 2
	s_lshl_b32 s17, s2, 5
	s_lshl_b32 s35, s10, 5
	s_mov_b32 s56, s57
	s_branch .LBB0_11
.LBB0_10:
	v_add_co_u32 v121, vcc_lo, v121, s54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v122, null, s55, v122, vcc_lo
	v_add_co_u32 v123, vcc_lo, v123, s54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v124, null, s55, v124, vcc_lo
	s_add_co_i32 s56, s56, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s56, s38
	s_cbranch_scc0 .LBB0_114
.LBB0_11:
	s_add_nc_u64 s[0:1], s[50:51], s[56:57]
	v_lshlrev_b32_e32 v139, 1, v155
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[0:1], s[20:21]
	s_mul_u64 s[4:5], s[0:1], s[40:41]
	s_mul_u64 s[0:1], s[0:1], s[22:23]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[4:5], s[4:5], 1
	s_lshl_b64 s[0:1], s[0:1], 2
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[62:63], s[44:45], s[2:3]
	s_add_nc_u64 s[64:65], s[46:47], s[4:5]
	s_add_nc_u64 s[58:59], s[42:43], s[0:1]
	s_and_not1_b32 vcc_lo, exec_lo, s39
	s_add_nc_u64 s[60:61], s[48:49], s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_62
	v_add_co_u32 v140, s0, s62, v139
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v141, null, s63, 0, s0
	v_add_co_u32 v142, s0, s64, v139
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v143, null, s65, 0, s0
	v_dual_mov_b32 v126, v124 :: v_dual_mov_b32 v125, v123
	v_dual_mov_b32 v128, v122 :: v_dual_mov_b32 v127, v121
	s_mov_b32 s67, 0
	s_mov_b32 s68, 0
	s_mov_b32 s69, 0
	s_branch .LBB0_14
.LBB0_13:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_sub_f32 v33, v33, v117 :: v_dual_sub_f32 v34, v34, v118
	v_dual_sub_f32 v35, v35, v119 :: v_dual_sub_f32 v36, v36, v120
	v_dual_sub_f32 v37, v37, v113 :: v_dual_sub_f32 v38, v38, v114
	v_dual_sub_f32 v39, v39, v115 :: v_dual_sub_f32 v40, v40, v116
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v33, v146, v33, 0
	v_fma_mixlo_f16 v34, v147, v34, 0
	v_fma_mixlo_f16 v35, v148, v35, 0
	v_fma_mixlo_f16 v36, v197, v36, 0
	v_fma_mixlo_f16 v37, v198, v37, 0
	v_fma_mixlo_f16 v38, v199, v38, 0
	v_fma_mixlo_f16 v39, v200, v39, 0
	v_fma_mixlo_f16 v40, v201, v40, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v202, v33
	ds_store_b16 v203, v34
	ds_store_b16 v204, v35
	ds_store_b16 v205, v36
	ds_store_b16 v206, v37
	ds_store_b16 v207, v38
	ds_store_b16 v208, v39
	ds_store_b16 v209, v40
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_co_u32 v127, vcc_lo, 0x80, v127
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v128, null, 0, v128, vcc_lo
	v_add_co_u32 v125, vcc_lo, 0x80, v125
	s_add_co_i32 s69, s69, 32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v126, null, 0, v126, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s34, s69
	s_add_co_i32 s68, s68, s17
	s_add_co_i32 s67, s67, s35
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s0, s31
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[33:36], v181
	ds_load_b128 v[37:40], v181 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v182, v109
	ds_store_b16_d16_hi v182, v109 offset:80
	ds_store_b16 v182, v110 offset:160
	ds_store_b16_d16_hi v182, v110 offset:240
	ds_store_b16 v182, v105 offset:32
	ds_store_b16_d16_hi v182, v105 offset:112
	ds_store_b16 v182, v106 offset:192
	ds_store_b16_d16_hi v182, v106 offset:272
	ds_store_b16 v182, v111 offset:320
	ds_store_b16_d16_hi v182, v111 offset:400
	ds_store_b16 v182, v112 offset:480
	ds_store_b16_d16_hi v182, v112 offset:560
	ds_store_b16 v182, v107 offset:352
	ds_store_b16_d16_hi v182, v107 offset:432
	ds_store_b16 v182, v108 offset:512
	ds_store_b16_d16_hi v182, v108 offset:592
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[105:108], v0
	ds_load_b128 v[109:112], v183
	ds_load_b128 v[113:116], v0 offset:32
	ds_load_b128 v[117:120], v183 offset:32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[17:24], v[33:36], v[105:108], v[17:24]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[25:32], v[33:36], v[109:112], v[25:32]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[17:24], v[37:40], v[113:116], v[17:24]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[25:32], v[37:40], v[117:120], v[25:32]
	s_cbranch_scc1 .LBB0_62
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v38, 0 :: v_dual_add_nc_u32 v35, s67, v191
	v_dual_mov_b32 v33, 0 :: v_dual_add_nc_u32 v34, s69, v184
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v40, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v36, 31, v35
	v_mov_b32_e32 v39, 0
	v_cmp_gt_i32_e32 vcc_lo, s22, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 1, v[35:36]
	v_add_co_u32 v129, s0, v140, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v130, null, v141, v36, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_16
	global_load_b128 v[37:40], v[129:130], off
.LBB0_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v35, s67, v189
	v_dual_mov_b32 v34, 0 :: v_dual_add_nc_u32 v107, 16, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v36, 31, v35
	v_lshlrev_b64_e32 v[105:106], 1, v[35:36]
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v36, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s22, v107
	v_add_co_u32 v131, s1, v140, v105
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v132, null, v141, v106, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
	global_load_b128 v[33:36], v[131:132], off
.LBB0_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v108, 0 :: v_dual_add_nc_u32 v133, s69, v186
	v_mov_b32_e32 v107, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s1, s22, v133
	v_ashrrev_i32_e32 v134, 31, v133
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[105:106], 2, v[133:134]
	v_add_co_u32 v105, s2, s58, v105
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v106, null, s59, v106, s2
	global_load_b32 v108, v[105:106], off
.LBB0_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v109, 1, v133
	v_add_co_u32 v105, s2, v125, s52
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v106, null, s53, v126, s2
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s2, s22, v109
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_22
	global_load_b32 v107, v[105:106], off offset:4
.LBB0_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v109, 0 :: v_dual_add_nc_u32 v110, 2, v133
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s22, v110
	v_mov_b32_e32 v110, 0
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_24
	global_load_b32 v110, v[105:106], off offset:8
.LBB0_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v111, 3, v133
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s22, v111
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_26
	global_load_b32 v109, v[105:106], off offset:12
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v111, 0 :: v_dual_add_nc_u32 v112, 4, v133
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s22, v112
	v_mov_b32_e32 v112, 0
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_28
	global_load_b32 v112, v[105:106], off offset:16
.LBB0_28:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v113, 5, v133
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s22, v113
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_30
	global_load_b32 v111, v[105:106], off offset:20
.LBB0_30:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v113, 0 :: v_dual_add_nc_u32 v114, 6, v133
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s7, s22, v114
	v_mov_b32_e32 v114, 0
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_32
	global_load_b32 v114, v[105:106], off offset:24
.LBB0_32:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v115, 7, v133
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s8, s22, v115
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_34
	global_load_b32 v113, v[105:106], off offset:28
.LBB0_34:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v144, v159, v162
	v_add_nc_u32_e32 v145, v159, v163
	v_add_nc_u32_e32 v105, s68, v190
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v144, v[37:40]
	ds_store_b128 v145, v[33:36]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[115:118], v164
	ds_load_b128 v[135:138], v164 offset:32
	ds_load_b128 v[197:200], v164 offset:64
	ds_load_b128 v[201:204], v164 offset:96
	ds_load_b128 v[205:208], v164 offset:128
	ds_load_b128 v[209:212], v164 offset:160
	ds_load_b128 v[213:216], v164 offset:192
	ds_load_b128 v[217:220], v164 offset:224
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[33:40], v[41:44], v[115:118], 0
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[45:48], v[135:138], v[33:40]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[33:40], v[49:52], v[197:200], v[33:40]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[53:56], v[201:204], v[33:40]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[33:40], v[57:60], v[205:208], v[33:40]
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[61:64], v[209:212], v[33:40]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[33:40], v[65:68], v[213:216], v[33:40]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[69:72], v[217:220], v[33:40]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v161, v108, v108 offset1:16
	ds_store_2addr_b32 v165, v107, v107 offset1:16
	ds_store_2addr_b32 v166, v110, v110 offset1:16
	ds_store_2addr_b32 v167, v109, v109 offset1:16
	ds_store_2addr_b32 v168, v112, v112 offset1:16
	ds_store_2addr_b32 v169, v111, v111 offset1:16
	ds_store_2addr_b32 v170, v114, v114 offset1:16
	ds_store_2addr_b32 v171, v113, v113 offset1:16
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v112, 0
	v_ashrrev_i32_e32 v106, 31, v105
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v110, 0
	v_mov_b32_e32 v111, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[105:106], 1, v[105:106]
	v_add_co_u32 v135, s9, v142, v105
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v136, null, v143, v106, s9
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[117:120], v172
	ds_load_b128 v[113:116], v172 offset:16
	v_mov_b32_e32 v105, 0
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_36
	global_load_b128 v[109:112], v[135:136], off
.LBB0_36:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_add_nc_u32_e32 v106, s68, v188
	v_mov_b32_e32 v108, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshlrev_b64_e32 v[137:138], 1, v[106:107]
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v137, s9, v142, v137
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v138, null, v143, v138, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_38
	global_load_b128 v[105:108], v[137:138], off
.LBB0_38:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mul_f32 v33, s33, v33 :: v_dual_mul_f32 v34, s33, v34
	v_mul_f32_e32 v35, s33, v35
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v33, v33, v117 :: v_dual_mul_f32 v36, s33, v36
	v_dual_sub_f32 v34, v34, v118 :: v_dual_mul_f32 v37, s33, v37
	v_add_nc_u32_e32 v205, v160, v176
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v36, v36, v120
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v34
	v_add_nc_u32_e32 v203, v160, v174
	v_add_nc_u32_e32 v206, v160, v177
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v117, 1.0, 0.5, s9
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v36
	v_cndmask_b32_e64 v118, 1.0, 0.5, s10
	v_sub_f32_e32 v35, v35, v119
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v33, v33, v117 :: v_dual_add_nc_u32 v204, v160, v175
	v_mul_f32_e32 v38, s33, v38
	v_mul_f32_e32 v34, v34, v118
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v35
	v_mul_f32_e32 v39, s33, v39
	v_exp_f32_e32 v33, v33
	v_sub_f32_e32 v38, v38, v114
	v_exp_f32_e32 v34, v34
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v119, 1.0, 0.5, s11
	v_dual_sub_f32 v39, v39, v115 :: v_dual_mul_f32 v40, s33, v40
	v_sub_f32_e32 v37, v37, v113
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v38
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v35, v35, v119
	v_add_nc_u32_e32 v207, v160, v178
	v_sub_f32_e32 v40, v40, v116
	v_cndmask_b32_e64 v116, 1.0, 0.5, s12
	v_mul_f32_e32 v113, v33, v33
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v37
	v_exp_f32_e32 v35, v35
	v_cmp_gt_f32_e64 s16, 0xc2fc0000, v40
	v_mul_f32_e32 v36, v36, v116
	v_mul_f32_e32 v114, v34, v34
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v117, 1.0, 0.5, s13
	v_cndmask_b32_e64 v118, 1.0, 0.5, s14
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v39
	v_exp_f32_e32 v36, v36
	v_add_nc_u32_e32 v116, s69, v187
	v_cndmask_b32_e64 v120, 1.0, 0.5, s16
	v_mul_f32_e32 v37, v37, v117
	v_cndmask_b32_e64 v33, v33, v113, s9
	v_dual_mul_f32 v115, v35, v35 :: v_dual_mul_f32 v38, v38, v118
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v119, 1.0, 0.5, s15
	v_mul_f32_e32 v40, v40, v120
	v_exp_f32_e32 v37, v37
	v_mul_f32_e32 v113, v36, v36
	v_cmp_ge_i32_e64 s9, v116, v150
	v_cndmask_b32_e64 v34, v34, v114, s10
	v_mul_f32_e32 v39, v39, v119
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v35, v35, v115, s11
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v146, 0, v33, s9
	v_cmp_ge_i32_e64 s9, v116, v151
	v_exp_f32_e32 v40, v40
	v_mul_f32_e32 v114, v37, v37
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v36, v36, v113, s12
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v147, 0, v34, s9
	v_cmp_ge_i32_e64 s9, v116, v152
	v_mul_f32_e32 v115, v38, v38
	v_cndmask_b32_e64 v37, v37, v114, s13
	v_add_nc_u32_e32 v202, v160, v173
	v_cvt_f16_f32_e64 v33, v146
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v148, 0, v35, s9
	v_cmp_ge_i32_e64 s9, v116, v153
	v_dual_mul_f32 v117, v39, v39 :: v_dual_mul_f32 v118, v40, v40
	v_cndmask_b32_e64 v38, v38, v115, s14
	v_cvt_f16_f32_e64 v34, v147
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v197, 0, v36, s9
	v_cmp_ge_i32_e64 s9, v116, v154
	v_cndmask_b32_e64 v39, v39, v117, s15
	v_cndmask_b32_e64 v40, v40, v118, s16
	v_cvt_f16_f32_e64 v35, v148
	v_cvt_f16_f32_e64 v36, v197
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v198, 0, v37, s9
	v_cmp_ge_i32_e64 s9, v116, v156
	v_add_nc_u32_e32 v208, v160, v179
	v_add_nc_u32_e32 v209, v160, v180
	s_barrier_wait -1
	v_cvt_f16_f32_e64 v37, v198
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v199, 0, v38, s9
	v_cmp_ge_i32_e64 s9, v116, v157
	global_inv scope:SCOPE_SE
	ds_store_b16 v202, v33
	ds_store_b16 v203, v34
	ds_store_b16 v204, v35
	v_mov_b32_e32 v33, 0
	v_cvt_f16_f32_e64 v38, v199
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v200, 0, v39, s9
	v_cmp_ge_i32_e64 s9, v116, v158
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e64 v39, v200
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v201, 0, v40, s9
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f16_f32_e64 v40, v201
	ds_store_b16 v205, v36
	ds_store_b16 v206, v37
	ds_store_b16 v207, v38
	ds_store_b16 v208, v39
	ds_store_b16 v209, v40
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v39, 0
	v_mov_b32_e32 v40, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[34:37], v181
	ds_load_b128 v[113:116], v181 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v182, v109
	ds_store_b16_d16_hi v182, v109 offset:80
	ds_store_b16 v182, v110 offset:160
	ds_store_b16_d16_hi v182, v110 offset:240
	ds_store_b16 v182, v105 offset:32
	ds_store_b16_d16_hi v182, v105 offset:112
	ds_store_b16 v182, v106 offset:192
	ds_store_b16_d16_hi v182, v106 offset:272
	ds_store_b16 v182, v111 offset:320
	ds_store_b16_d16_hi v182, v111 offset:400
	ds_store_b16 v182, v112 offset:480
	ds_store_b16_d16_hi v182, v112 offset:560
	ds_store_b16 v182, v107 offset:352
	ds_store_b16_d16_hi v182, v107 offset:432
	ds_store_b16 v182, v108 offset:512
	ds_store_b16_d16_hi v182, v108 offset:592
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[105:108], v0
	ds_load_b128 v[109:112], v183
	ds_load_b128 v[117:120], v0 offset:32
	ds_load_b128 v[210:213], v183 offset:32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[1:8], v[34:37], v[105:108], v[1:8]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[9:16], v[34:37], v[109:112], v[9:16]
	v_mov_b32_e32 v37, 0
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[1:8], v[113:116], v[117:120], v[1:8]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[9:16], v[113:116], v[210:213], v[9:16]
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_40
	global_load_b128 v[37:40], v[135:136], off
.LBB0_40:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	v_mov_b32_e32 v36, 0
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_42
	global_load_b128 v[33:36], v[137:138], off
.LBB0_42:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v108, 0
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_44
	v_lshlrev_b64_e32 v[105:106], 2, v[133:134]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v105, s1, s60, v105
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v106, null, s61, v106, s1
	global_load_b32 v108, v[105:106], off
.LBB0_44:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_add_co_u32 v105, s1, v127, s52
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v106, null, s53, v128, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_46
	global_load_b32 v107, v[105:106], off offset:4
.LBB0_46:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v110, 0
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_48
	global_load_b32 v110, v[105:106], off offset:8
.LBB0_48:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_50
	global_load_b32 v109, v[105:106], off offset:12
.LBB0_50:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v112, 0
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_52
	global_load_b32 v112, v[105:106], off offset:16
.LBB0_52:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB0_54
	global_load_b32 v111, v[105:106], off offset:20
.LBB0_54:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v114, 0
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB0_56
	global_load_b32 v114, v[105:106], off offset:24
.LBB0_56:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB0_58
	global_load_b32 v113, v[105:106], off offset:28
.LBB0_58:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v105, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v144, v[37:40]
	ds_store_b128 v145, v[33:36]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[115:118], v164
	ds_load_b128 v[133:136], v164 offset:32
	ds_load_b128 v[210:213], v164 offset:64
	ds_load_b128 v[214:217], v164 offset:96
	ds_load_b128 v[218:221], v164 offset:128
	ds_load_b128 v[222:225], v164 offset:160
	ds_load_b128 v[226:229], v164 offset:192
	ds_load_b128 v[230:233], v164 offset:224
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[33:40], v[73:76], v[115:118], 0
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[77:80], v[133:136], v[33:40]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[33:40], v[81:84], v[210:213], v[33:40]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[85:88], v[214:217], v[33:40]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[33:40], v[89:92], v[218:221], v[33:40]
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[93:96], v[222:225], v[33:40]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[33:40], v[97:100], v[226:229], v[33:40]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[101:104], v[230:233], v[33:40]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v161, v108, v108 offset1:16
	ds_store_2addr_b32 v165, v107, v107 offset1:16
	ds_store_2addr_b32 v166, v110, v110 offset1:16
	ds_store_2addr_b32 v167, v109, v109 offset1:16
	ds_store_2addr_b32 v168, v112, v112 offset1:16
	ds_store_2addr_b32 v169, v111, v111 offset1:16
	ds_store_2addr_b32 v170, v114, v114 offset1:16
	ds_store_2addr_b32 v171, v113, v113 offset1:16
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v111, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[117:120], v172
	ds_load_b128 v[113:116], v172 offset:16
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_60
	global_load_b128 v[109:112], v[129:130], off
.LBB0_60:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	v_mov_b32_e32 v108, 0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_13
	global_load_b128 v[105:108], v[131:132], off
	s_branch .LBB0_13
.LBB0_62:
	s_and_not1_b32 vcc_lo, exec_lo, s66
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_10
	v_add_co_u32 v197, s0, s62, v139
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v198, null, s63, 0, s0
	v_add_co_u32 v199, s0, s64, v139
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v200, null, s65, 0, s0
	s_mov_b32 s62, 0
	s_mov_b32 s63, 0
	s_mov_b32 s64, 0
	s_branch .LBB0_65
.LBB0_64:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_sub_f32 v33, v33, v117 :: v_dual_sub_f32 v34, v34, v118
	v_dual_sub_f32 v35, v35, v119 :: v_dual_sub_f32 v36, v36, v120
	v_dual_sub_f32 v37, v37, v113 :: v_dual_sub_f32 v38, v38, v114
	v_dual_sub_f32 v39, v39, v115 :: v_dual_sub_f32 v40, v40, v116
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_mixlo_f16 v33, v203, v33, 0
	v_fma_mixlo_f16 v34, v204, v34, 0
	v_fma_mixlo_f16 v35, v205, v35, 0
	v_fma_mixlo_f16 v36, v206, v36, 0
	v_fma_mixlo_f16 v37, v207, v37, 0
	v_fma_mixlo_f16 v38, v208, v38, 0
	v_fma_mixlo_f16 v39, v209, v39, 0
	v_fma_mixlo_f16 v40, v210, v40, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v211, v33
	ds_store_b16 v212, v34
	ds_store_b16 v213, v35
	ds_store_b16 v214, v36
	ds_store_b16 v215, v37
	ds_store_b16 v216, v38
	ds_store_b16 v217, v39
	ds_store_b16 v218, v40
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s64, s64, 32
	s_add_co_i32 s63, s63, s35
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s31, s64
	s_add_co_i32 s62, s62, s17
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s0, s22
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[33:36], v181
	ds_load_b128 v[37:40], v181 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v182, v109
	ds_store_b16_d16_hi v182, v109 offset:80
	ds_store_b16 v182, v110 offset:160
	ds_store_b16_d16_hi v182, v110 offset:240
	ds_store_b16 v182, v105 offset:32
	ds_store_b16_d16_hi v182, v105 offset:112
	ds_store_b16 v182, v106 offset:192
	ds_store_b16_d16_hi v182, v106 offset:272
	ds_store_b16 v182, v111 offset:320
	ds_store_b16_d16_hi v182, v111 offset:400
	ds_store_b16 v182, v112 offset:480
	ds_store_b16_d16_hi v182, v112 offset:560
	ds_store_b16 v182, v107 offset:352
	ds_store_b16_d16_hi v182, v107 offset:432
	ds_store_b16 v182, v108 offset:512
	ds_store_b16_d16_hi v182, v108 offset:592
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[105:108], v0
	ds_load_b128 v[109:112], v183
	ds_load_b128 v[113:116], v0 offset:32
	ds_load_b128 v[117:120], v183 offset:32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[17:24], v[33:36], v[105:108], v[17:24]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[25:32], v[33:36], v[109:112], v[25:32]
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[17:24], v[37:40], v[113:116], v[17:24]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[25:32], v[37:40], v[117:120], v[25:32]
	s_cbranch_scc0 .LBB0_10
.LBB0_65:
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v38, 0 :: v_dual_add_nc_u32 v35, s63, v196
	v_dual_mov_b32 v33, 0 :: v_dual_add_nc_u32 v34, s64, v185
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v40, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v36, 31, v35
	v_mov_b32_e32 v39, 0
	v_cmp_gt_i32_e32 vcc_lo, s22, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 1, v[35:36]
	v_add_co_u32 v125, s0, v197, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v126, null, v198, v36, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_67
	global_load_b128 v[37:40], v[125:126], off
.LBB0_67:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v35, s63, v193
	v_dual_mov_b32 v34, 0 :: v_dual_add_nc_u32 v107, 16, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v36, 31, v35
	v_lshlrev_b64_e32 v[105:106], 1, v[35:36]
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v36, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e64 s0, s22, v107
	v_add_co_u32 v127, s1, v197, v105
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v128, null, v198, v106, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_69
	global_load_b128 v[33:36], v[127:128], off
.LBB0_69:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v106, 0 :: v_dual_add_nc_u32 v129, s64, v192
	v_mov_b32_e32 v105, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e64 s1, s22, v129
	v_ashrrev_i32_e32 v130, 31, v129
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[106:107], 2, v[129:130]
	v_add_co_u32 v106, s2, s58, v106
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v107, null, s59, v107, s2
	global_load_b32 v106, v[106:107], off
.LBB0_71:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v107, 1, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v108, 31, v107
	v_cmp_gt_i32_e64 s2, s22, v107
	v_lshlrev_b64_e32 v[131:132], 2, v[107:108]
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v107, s3, s58, v131
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v108, null, s59, v132, s3
	global_load_b32 v105, v[107:108], off
.LBB0_73:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v107, 0 :: v_dual_add_nc_u32 v108, 2, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v109, 31, v108
	v_cmp_gt_i32_e64 s3, s22, v108
	v_lshlrev_b64_e32 v[133:134], 2, v[108:109]
	v_mov_b32_e32 v108, 0
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_75
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v108, s4, s58, v133
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v109, null, s59, v134, s4
	global_load_b32 v108, v[108:109], off
.LBB0_75:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v109, 3, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v110, 31, v109
	v_cmp_gt_i32_e64 s4, s22, v109
	v_lshlrev_b64_e32 v[135:136], 2, v[109:110]
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v109, s5, s58, v135
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v110, null, s59, v136, s5
	global_load_b32 v107, v[109:110], off
.LBB0_77:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v109, 0 :: v_dual_add_nc_u32 v110, 4, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v111, 31, v110
	v_cmp_gt_i32_e64 s5, s22, v110
	v_lshlrev_b64_e32 v[137:138], 2, v[110:111]
	v_mov_b32_e32 v110, 0
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_79
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v110, s6, s58, v137
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v111, null, s59, v138, s6
	global_load_b32 v110, v[110:111], off
.LBB0_79:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v111, 5, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v112, 31, v111
	v_cmp_gt_i32_e64 s6, s22, v111
	v_lshlrev_b64_e32 v[139:140], 2, v[111:112]
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB0_81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v111, s7, s58, v139
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v112, null, s59, v140, s7
	global_load_b32 v109, v[111:112], off
.LBB0_81:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v111, 0 :: v_dual_add_nc_u32 v112, 6, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v113, 31, v112
	v_cmp_gt_i32_e64 s7, s22, v112
	v_lshlrev_b64_e32 v[141:142], 2, v[112:113]
	v_mov_b32_e32 v112, 0
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB0_83
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v112, s8, s58, v141
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v113, null, s59, v142, s8
	global_load_b32 v112, v[112:113], off
.LBB0_83:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_add_nc_u32_e32 v113, 7, v129
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v114, 31, v113
	v_cmp_gt_i32_e64 s8, s22, v113
	v_lshlrev_b64_e32 v[143:144], 2, v[113:114]
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB0_85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v113, s9, s58, v143
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v114, null, s59, v144, s9
	global_load_b32 v111, v[113:114], off
.LBB0_85:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v201, v159, v162
	v_add_nc_u32_e32 v202, v159, v163
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v201, v[37:40]
	ds_store_b128 v202, v[33:36]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[113:116], v164
	ds_load_b128 v[117:120], v164 offset:32
	ds_load_b128 v[145:148], v164 offset:64
	ds_load_b128 v[203:206], v164 offset:96
	ds_load_b128 v[207:210], v164 offset:128
	ds_load_b128 v[211:214], v164 offset:160
	ds_load_b128 v[215:218], v164 offset:192
	ds_load_b128 v[219:222], v164 offset:224
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[33:40], v[41:44], v[113:116], 0
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[45:48], v[117:120], v[33:40]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[33:40], v[49:52], v[145:148], v[33:40]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[53:56], v[203:206], v[33:40]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[33:40], v[57:60], v[207:210], v[33:40]
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[61:64], v[211:214], v[33:40]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[33:40], v[65:68], v[215:218], v[33:40]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[69:72], v[219:222], v[33:40]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v161, v106, v106 offset1:16
	ds_store_2addr_b32 v165, v105, v105 offset1:16
	ds_store_2addr_b32 v166, v108, v108 offset1:16
	ds_store_2addr_b32 v167, v107, v107 offset1:16
	ds_store_2addr_b32 v168, v110, v110 offset1:16
	ds_store_2addr_b32 v169, v109, v109 offset1:16
	ds_store_2addr_b32 v170, v112, v112 offset1:16
	ds_store_2addr_b32 v171, v111, v111 offset1:16
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v112, 0 :: v_dual_add_nc_u32 v105, s62, v195
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v110, 0
	v_mov_b32_e32 v111, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v106, 31, v105
	v_lshlrev_b64_e32 v[105:106], 1, v[105:106]
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[117:120], v172
	ds_load_b128 v[113:116], v172 offset:16
	v_add_co_u32 v145, s9, v199, v105
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v146, null, v200, v106, s9
	v_mov_b32_e32 v105, 0
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_87
	global_load_b128 v[109:112], v[145:146], off
.LBB0_87:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_add_nc_u32_e32 v106, s62, v194
	v_mov_b32_e32 v108, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshlrev_b64_e32 v[147:148], 1, v[106:107]
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v147, s9, v199, v147
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v148, null, v200, v148, s9
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_89
	global_load_b128 v[105:108], v[147:148], off
.LBB0_89:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mul_f32 v33, s33, v33 :: v_dual_mul_f32 v34, s33, v34
	v_dual_mul_f32 v35, s33, v35 :: v_dual_mul_f32 v36, s33, v36
	v_dual_mul_f32 v37, s33, v37 :: v_dual_mul_f32 v38, s33, v38
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v33, v33, v117 :: v_dual_sub_f32 v34, v34, v118
	v_dual_mul_f32 v39, s33, v39 :: v_dual_mul_f32 v40, s33, v40
	s_wait_dscnt 0x0
	v_dual_sub_f32 v37, v37, v113 :: v_dual_sub_f32 v38, v38, v114
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v34
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v33
	v_dual_sub_f32 v39, v39, v115 :: v_dual_sub_f32 v40, v40, v116
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v38
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v118, 1.0, 0.5, s10
	v_sub_f32_e32 v35, v35, v119
	v_cndmask_b32_e64 v117, 1.0, 0.5, s9
	v_sub_f32_e32 v36, v36, v120
	v_cndmask_b32_e64 v116, 1.0, 0.5, s14
	v_mul_f32_e32 v34, v34, v118
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v35
	v_mul_f32_e32 v33, v33, v117
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v36
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v37
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v39
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v117, 1.0, 0.5, s11
	v_cmp_gt_f32_e64 s16, 0xc2fc0000, v40
	v_cndmask_b32_e64 v113, 1.0, 0.5, s12
	v_mul_f32_e32 v38, v38, v116
	v_exp_f32_e32 v33, v33
	v_mul_f32_e32 v35, v35, v117
	v_cndmask_b32_e64 v117, 1.0, 0.5, s15
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v118, 1.0, 0.5, s16
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v35, v35
	v_mul_f32_e32 v36, v36, v113
	v_cndmask_b32_e64 v113, 1.0, 0.5, s13
	v_mul_f32_e32 v40, v40, v118
	v_mul_f32_e32 v114, v33, v33
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_mul_f32_e32 v37, v37, v113
	v_exp_f32_e32 v40, v40
	v_mul_f32_e32 v115, v34, v34
	v_mul_f32_e32 v113, v35, v35
	v_exp_f32_e32 v36, v36
	v_mul_f32_e32 v39, v39, v117
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v203, v33, v114, s9
	v_cndmask_b32_e64 v204, v34, v115, s10
	v_cndmask_b32_e64 v205, v35, v113, s11
	v_dual_mul_f32 v34, v38, v38 :: v_dual_add_nc_u32 v211, v160, v173
	v_add_nc_u32_e32 v214, v160, v176
	v_add_nc_u32_e32 v212, v160, v174
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_mul_f32_e32 v116, v36, v36
	v_exp_f32_e32 v39, v39
	v_mul_f32_e32 v33, v37, v37
	v_cndmask_b32_e64 v208, v38, v34, s14
	v_cvt_f16_f32_e64 v34, v204
	v_cndmask_b32_e64 v206, v36, v116, s12
	v_mul_f32_e32 v36, v40, v40
	v_cndmask_b32_e64 v207, v37, v33, s13
	v_cvt_f16_f32_e64 v33, v203
	v_add_nc_u32_e32 v215, v160, v177
	v_cvt_f16_f32_e64 v38, v208
	v_mul_f32_e32 v35, v39, v39
	v_cndmask_b32_e64 v210, v40, v36, s16
	v_cvt_f16_f32_e64 v36, v206
	v_cvt_f16_f32_e64 v37, v207
	v_add_nc_u32_e32 v213, v160, v175
	v_cndmask_b32_e64 v209, v39, v35, s15
	v_cvt_f16_f32_e64 v35, v205
	v_add_nc_u32_e32 v216, v160, v178
	v_add_nc_u32_e32 v217, v160, v179
	v_cvt_f16_f32_e64 v40, v210
	v_cvt_f16_f32_e64 v39, v209
	v_add_nc_u32_e32 v218, v160, v180
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v211, v33
	ds_store_b16 v212, v34
	ds_store_b16 v213, v35
	ds_store_b16 v214, v36
	ds_store_b16 v215, v37
	ds_store_b16 v216, v38
	ds_store_b16 v217, v39
	ds_store_b16 v218, v40
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v40, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[34:37], v181
	ds_load_b128 v[113:116], v181 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v182, v109
	ds_store_b16_d16_hi v182, v109 offset:80
	ds_store_b16 v182, v110 offset:160
	ds_store_b16_d16_hi v182, v110 offset:240
	ds_store_b16 v182, v105 offset:32
	ds_store_b16_d16_hi v182, v105 offset:112
	ds_store_b16 v182, v106 offset:192
	ds_store_b16_d16_hi v182, v106 offset:272
	ds_store_b16 v182, v111 offset:320
	ds_store_b16_d16_hi v182, v111 offset:400
	ds_store_b16 v182, v112 offset:480
	ds_store_b16_d16_hi v182, v112 offset:560
	ds_store_b16 v182, v107 offset:352
	ds_store_b16_d16_hi v182, v107 offset:432
	ds_store_b16 v182, v108 offset:512
	ds_store_b16_d16_hi v182, v108 offset:592
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[105:108], v0
	ds_load_b128 v[109:112], v183
	ds_load_b128 v[117:120], v0 offset:32
	ds_load_b128 v[219:222], v183 offset:32
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[1:8], v[34:37], v[105:108], v[1:8]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[9:16], v[34:37], v[109:112], v[9:16]
	v_mov_b32_e32 v37, 0
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[1:8], v[113:116], v[117:120], v[1:8]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[9:16], v[113:116], v[219:222], v[9:16]
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_91
	global_load_b128 v[37:40], v[145:146], off
.LBB0_91:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	v_mov_b32_e32 v36, 0
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_93
	global_load_b128 v[33:36], v[147:148], off
.LBB0_93:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v106, 0
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_95
	v_lshlrev_b64_e32 v[106:107], 2, v[129:130]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v106, s1, s60, v106
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s61, v107, s1
	global_load_b32 v106, v[106:107], off
.LBB0_95:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB0_97
	v_add_co_u32 v107, s1, s60, v131
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v108, null, s61, v132, s1
	global_load_b32 v105, v[107:108], off
.LBB0_97:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v108, 0
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_99
	v_add_co_u32 v108, s1, s60, v133
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v109, null, s61, v134, s1
	global_load_b32 v108, v[108:109], off
.LBB0_99:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_101
	v_add_co_u32 v109, s1, s60, v135
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v110, null, s61, v136, s1
	global_load_b32 v107, v[109:110], off
.LBB0_101:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v110, 0
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB0_103
	v_add_co_u32 v110, s1, s60, v137
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v111, null, s61, v138, s1
	global_load_b32 v110, v[110:111], off
.LBB0_103:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB0_105
	v_add_co_u32 v111, s1, s60, v139
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v112, null, s61, v140, s1
	global_load_b32 v109, v[111:112], off
.LBB0_105:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v112, 0
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB0_107
	v_add_co_u32 v112, s1, s60, v141
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v113, null, s61, v142, s1
	global_load_b32 v112, v[112:113], off
.LBB0_107:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execz .LBB0_109
	v_add_co_u32 v113, s1, s60, v143
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v114, null, s61, v144, s1
	global_load_b32 v111, v[113:114], off
.LBB0_109:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b128 v201, v[37:40]
	ds_store_b128 v202, v[33:36]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[113:116], v164
	ds_load_b128 v[117:120], v164 offset:32
	ds_load_b128 v[129:132], v164 offset:64
	ds_load_b128 v[133:136], v164 offset:96
	ds_load_b128 v[137:140], v164 offset:128
	ds_load_b128 v[141:144], v164 offset:160
	ds_load_b128 v[145:148], v164 offset:192
	ds_load_b128 v[219:222], v164 offset:224
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[33:40], v[73:76], v[113:116], 0
	s_wait_dscnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[77:80], v[117:120], v[33:40]
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[33:40], v[81:84], v[129:132], v[33:40]
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[85:88], v[133:136], v[33:40]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[33:40], v[89:92], v[137:140], v[33:40]
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[93:96], v[141:144], v[33:40]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[33:40], v[97:100], v[145:148], v[33:40]
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[101:104], v[219:222], v[33:40]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_2addr_b32 v161, v106, v106 offset1:16
	ds_store_2addr_b32 v165, v105, v105 offset1:16
	ds_store_2addr_b32 v166, v108, v108 offset1:16
	ds_store_2addr_b32 v167, v107, v107 offset1:16
	ds_store_2addr_b32 v168, v110, v110 offset1:16
	ds_store_2addr_b32 v169, v109, v109 offset1:16
	ds_store_2addr_b32 v170, v112, v112 offset1:16
	ds_store_2addr_b32 v171, v111, v111 offset1:16
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v112, 0
	v_mov_b32_e32 v111, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[117:120], v172
	ds_load_b128 v[113:116], v172 offset:16
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_111
	global_load_b128 v[109:112], v[125:126], off
.LBB0_111:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
	v_mov_b32_e32 v108, 0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_64
	global_load_b128 v[105:108], v[127:128], off
	s_branch .LBB0_64
.LBB0_113:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v3, v1
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v5, v1
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v7, v1
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v9, v1
	v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v11, v1
	v_dual_mov_b32 v12, v1 :: v_dual_mov_b32 v13, v1
	v_dual_mov_b32 v14, v1 :: v_dual_mov_b32 v15, v1
	v_dual_mov_b32 v16, v1 :: v_dual_mov_b32 v17, v1
	v_dual_mov_b32 v18, v1 :: v_dual_mov_b32 v19, v1
	v_dual_mov_b32 v20, v1 :: v_dual_mov_b32 v21, v1
	v_dual_mov_b32 v22, v1 :: v_dual_mov_b32 v23, v1
	v_dual_mov_b32 v24, v1 :: v_dual_mov_b32 v25, v1
	v_dual_mov_b32 v26, v1 :: v_dual_mov_b32 v27, v1
	v_dual_mov_b32 v28, v1 :: v_dual_mov_b32 v29, v1
	v_dual_mov_b32 v30, v1 :: v_dual_mov_b32 v31, v1
	v_mov_b32_e32 v32, v1
.LBB0_114:
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s22, v150
	s_cbranch_execz .LBB0_116
	v_mul_lo_u32 v41, s26, v150
	v_mul_lo_u32 v43, s30, v150
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[0:1], s[18:19], s[24:25]
	v_fma_mixlo_f16 v33, s27, v17, 0
	v_fma_mixlo_f16 v34, s27, v19, 0
	v_lshlrev_b32_e32 v19, 1, v149
	s_add_nc_u64 s[2:3], s[36:37], s[28:29]
	v_fma_mixlo_f16 v35, s27, v21, 0
	v_ashrrev_i32_e32 v42, 31, v41
	v_fma_mixhi_f16 v33, s27, v18, 0
	v_ashrrev_i32_e32 v44, 31, v43
	v_fma_mixlo_f16 v36, s27, v23, 0
	v_fma_mixlo_f16 v40, s27, v31, 0
	v_lshlrev_b64_e32 v[41:42], 1, v[41:42]
	v_fma_mixlo_f16 v39, s27, v29, 0
	v_fma_mixlo_f16 v38, s27, v27, 0
	v_fma_mixlo_f16 v37, s27, v25, 0
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v13, v13
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v0, vcc_lo, s0, v41
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s1, v42, vcc_lo
	v_cvt_f16_f32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v17, vcc_lo, v0, v19
	v_cvt_f16_f32_e32 v0, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v2, v3
	v_cvt_f16_f32_e32 v3, v4
	v_cvt_f16_f32_e32 v4, v5
	v_cvt_f16_f32_e32 v5, v6
	v_pack_b32_f16 v0, v0, v1
	v_cvt_f16_f32_e32 v6, v7
	v_pack_b32_f16 v1, v2, v3
	v_cvt_f16_f32_e32 v7, v8
	v_pack_b32_f16 v2, v4, v5
	v_lshlrev_b64_e32 v[4:5], 1, v[43:44]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_pack_b32_f16 v3, v6, v7
	v_cvt_f16_f32_e32 v7, v16
	v_cvt_f16_f32_e32 v6, v14
	v_add_co_u32 v4, vcc_lo, s2, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s3, v5, vcc_lo
	v_cvt_f16_f32_e32 v11, v11
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v14, v9
	v_fma_mixhi_f16 v34, s27, v20, 0
	v_fma_mixhi_f16 v35, s27, v22, 0
	v_fma_mixhi_f16 v36, s27, v24, 0
	v_add_co_u32 v8, vcc_lo, v4, v19
	v_fma_mixhi_f16 v37, s27, v26, 0
	v_fma_mixhi_f16 v38, s27, v28, 0
	v_fma_mixhi_f16 v39, s27, v30, 0
	v_fma_mixhi_f16 v40, s27, v32, 0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, 0, v5, vcc_lo
	v_pack_b32_f16 v4, v14, v10
	v_pack_b32_f16 v5, v11, v12
	v_pack_b32_f16 v6, v13, v6
	v_pack_b32_f16 v7, v15, v7
	s_clause 0x1
	global_store_b128 v[17:18], v[33:36], off
	global_store_b128 v[17:18], v[37:40], off offset:128
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:128
.LBB0_116:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dkdv
		.amdhsa_group_segment_fixed_size 10240
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
		.amdhsa_next_free_vgpr 234
		.amdhsa_next_free_sgpr 70
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 82
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

	.set _attn_bwd_dkdv.num_vgpr, 234
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 70
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
    .group_segment_fixed_size: 10240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dkdv
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     234
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
