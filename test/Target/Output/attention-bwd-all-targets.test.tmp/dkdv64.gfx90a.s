	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_load_dwordx2 s[16:17], s[4:5], 0x8c
	s_load_dwordx4 s[28:31], s[4:5], 0x58
	s_abs_i32 s0, s7
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dword s34, s[4:5], 0x94
	v_bfe_u32 v2, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s14, s17
	v_cvt_f32_u32_e32 v1, s14
	s_sub_i32 s2, 0, s14
	s_xor_b32 s1, s7, s17
	s_ashr_i32 s1, s1, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v3, v0, 5, 1
	v_bfe_u32 v43, v0, 3, 1
	v_bfe_u32 v4, v0, 6, 1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v5, 7, v0
	v_lshlrev_b32_e32 v46, 1, v2
	v_lshlrev_b32_e32 v47, 2, v3
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s2, s2, s15
	s_mul_hi_u32 s2, s15, s2
	s_add_i32 s15, s15, s2
	s_mul_hi_u32 s2, s0, s15
	s_mul_i32 s3, s2, s14
	s_sub_i32 s0, s0, s3
	s_add_i32 s18, s2, 1
	s_sub_i32 s3, s0, s14
	s_cmp_ge_u32 s0, s14
	s_cselect_b32 s2, s18, s2
	s_cselect_b32 s0, s3, s0
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s0, s14
	s_cselect_b32 s0, s3, s2
	s_xor_b32 s0, s0, s1
	s_sub_i32 s19, s0, s1
	s_mul_i32 s0, s19, s17
	s_sub_i32 s18, s7, s0
	s_mul_i32 s0, s19, s28
	s_mul_i32 s3, s18, s29
	s_mul_hi_i32 s1, s19, s28
	s_mul_hi_i32 s2, s18, s29
	s_add_u32 s0, s3, s0
	s_addc_u32 s1, s2, s1
	s_lshl_b64 s[28:29], s[0:1], 1
	s_add_u32 s20, s10, s28
	v_or3_b32 v1, v46, v43, v47
	v_lshlrev_b32_e32 v48, 3, v4
	v_lshlrev_b32_e32 v49, 4, v5
	s_addc_u32 s11, s11, s29
	s_lshl_b32 s40, s6, 6
	v_or3_b32 v1, v1, v48, v49
	v_lshlrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v42, 56, v6
	v_or_b32_e32 v6, s40, v1
	v_mov_b32_e32 v12, 0
	v_cmp_gt_i32_e32 vcc, s34, v6
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v44, 1, v42
	v_mov_b32_e32 v11, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v8, s30, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e64 v8, s[0:1], s20, v8
	v_addc_co_u32_e64 v7, s[0:1], v7, v9, s[0:1]
	v_add_co_u32_e64 v8, s[0:1], v8, v44
	v_addc_co_u32_e64 v9, s[0:1], 0, v7, s[0:1]
	global_load_dwordx4 v[8:11], v[8:9], off
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_add3_u32 v7, s40, v1, 32
	s_abs_i32 s10, s16
	v_cmp_gt_i32_e64 s[0:1], s34, v7
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v12
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v12, s30, v7
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_mov_b32_e32 v14, s11
	v_add_co_u32_e64 v12, s[2:3], s20, v12
	v_addc_co_u32_e64 v13, s[2:3], v14, v13, s[2:3]
	v_add_co_u32_e64 v12, s[2:3], v12, v44
	v_addc_co_u32_e64 v13, s[2:3], 0, v13, s[2:3]
	global_load_dwordx4 v[12:15], v[12:13], off
.LBB0_4:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[36:39], s[4:5], 0x68
	v_mov_b32_e32 v60, 0
	s_mul_hi_u32 s6, s10, s15
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s19, s36
	s_mul_i32 s11, s18, s37
	s_mul_hi_i32 s3, s19, s36
	s_mul_hi_i32 s7, s18, s37
	s_add_u32 s2, s11, s2
	s_addc_u32 s3, s7, s3
	s_lshl_b64 s[36:37], s[2:3], 1
	s_add_u32 s12, s12, s36
	s_addc_u32 s13, s13, s37
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, v60
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v16, s38, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v16, vcc, s12, v16
	v_addc_co_u32_e32 v6, vcc, v6, v17, vcc
	v_add_co_u32_e32 v16, vcc, v16, v44
	v_addc_co_u32_e32 v17, vcc, 0, v6, vcc
	global_load_dwordx4 v[56:59], v[16:17], off
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_ashr_i32 s7, s16, 31
	s_ashr_i32 s11, s17, 31
	v_mov_b32_e32 v61, v60
	v_mov_b32_e32 v62, v60
	v_mov_b32_e32 v63, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v6, s38, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_mov_b32_e32 v16, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v16, v7, vcc
	v_add_co_u32_e32 v6, vcc, v6, v44
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	global_load_dwordx4 v[60:63], v[6:7], off
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v4, 4, v4
	v_lshlrev_b32_e32 v5, 5, v5
	v_and_b32_e32 v52, 15, v0
	v_or_b32_e32 v4, v4, v5
	v_or_b32_e32 v53, v4, v52
	v_lshlrev_b32_e32 v50, 2, v2
	v_lshlrev_b32_e32 v51, 3, v3
	v_mul_u32_u24_e32 v2, 0x90, v1
	v_or_b32_e32 v77, v50, v51
	v_lshl_add_u32 v107, v42, 1, v2
	v_mul_u32_u24_e32 v2, 0x90, v53
	v_lshl_add_u32 v54, v77, 1, v2
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[8:11]
	ds_write_b128 v107, v[12:15] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[6:9], v54 offset1:4
	ds_read2_b64 v[10:13], v54 offset0:8 offset1:12
	s_mul_i32 s1, s6, s14
	s_sub_i32 s1, s10, s1
	s_xor_b32 s0, s7, s11
	s_add_i32 s2, s6, 1
	s_sub_i32 s3, s1, s14
	s_cmp_ge_u32 s1, s14
	s_cselect_b32 s2, s2, s6
	s_load_dword s31, s[4:5], 0x18
	s_load_dwordx8 s[20:27], s[4:5], 0x20
	s_load_dwordx2 s[42:43], s[4:5], 0x40
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s14
	s_cselect_b32 s1, s3, s2
	s_xor_b32 s1, s1, s0
	s_sub_i32 s33, s1, s0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_or_b32_e32 v106, s40, v53
	s_cmp_lt_i32 s33, 1
	v_mov_b32_e32 v37, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v107, v[56:59]
	ds_write_b128 v107, v[60:63] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_113
	s_add_i32 s0, s40, 0x7f
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_and_b32 s10, s0, 0xffffffc0
	s_load_dwordx4 s[0:3], s[4:5], 0x48
	s_load_dwordx4 s[12:15], s[4:5], 0x78
	s_ashr_i32 s35, s34, 31
	s_mul_i32 s4, s16, s19
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s3, s4, s34
	s_ashr_i32 s52, s1, 31
	s_mov_b32 s53, s1
	s_mul_i32 s1, s4, s35
	s_mul_hi_i32 s5, s16, s19
	s_add_i32 s1, s3, s1
	s_mul_i32 s3, s5, s34
	s_add_i32 s7, s1, s3
	s_mul_i32 s6, s4, s34
	s_min_i32 s39, s10, s34
	s_ashr_i32 s54, s13, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s56, s22, s6
	s_mul_hi_i32 s1, s19, s0
	s_mul_i32 s0, s19, s0
	s_addc_u32 s57, s23, s7
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s3, s8, s0
	s_addc_u32 s8, s9, s1
	s_mul_hi_i32 s1, s19, s12
	s_mul_i32 s0, s19, s12
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s9, s20, s0
	s_addc_u32 s11, s21, s1
	s_add_u32 s58, s24, s6
	v_add_u32_e32 v2, 32, v54
	s_addc_u32 s59, s25, s7
	v_add_u32_e32 v3, 64, v54
	v_add_u32_e32 v4, 0x60, v54
	ds_read_b64 v[156:157], v54
	ds_read_b64 v[158:159], v2
	ds_read_b64 v[160:161], v3
	ds_read_b64 v[162:163], v4
	s_cmp_lt_i32 s40, s39
	v_mul_u32_u24_e32 v2, 0x90, v52
	s_cselect_b64 s[0:1], -1, 0
	v_lshl_add_u32 v109, v77, 1, v2
	v_mul_u32_u24_e32 v2, 0x110, v1
	s_cmp_lt_i32 s10, s34
	s_mul_hi_i32 s45, s33, s18
	s_mul_i32 s44, s33, s18
	v_lshl_add_u32 v110, v42, 2, v2
	v_mul_u32_u24_e32 v2, 0x110, v53
	s_cselect_b64 s[46:47], -1, 0
	s_ashr_i32 s41, s40, 31
	v_lshl_add_u32 v111, v77, 2, v2
	v_mul_u32_u24_e32 v2, 0x90, v42
	s_lshl_b64 s[48:49], s[40:41], 2
	s_lshl_b64 s[4:5], s[4:5], 2
	s_lshl_b64 s[6:7], s[44:45], 2
	v_lshl_add_u32 v112, v1, 1, v2
	v_mov_b32_e32 v1, s8
	v_add_co_u32_e32 v74, vcc, s3, v44
	s_add_u32 s3, s4, s6
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_addc_u32 s4, s5, s7
	v_and_b32_e32 v0, 7, v0
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e32 v76, vcc, s9, v44
	v_lshlrev_b32_e32 v44, 5, v0
	s_mul_i32 s4, s4, s34
	s_mul_i32 s5, s3, s35
	v_mov_b32_e32 v0, s34
	v_addc_co_u32_e32 v75, vcc, 0, v2, vcc
	s_add_i32 s6, s5, s4
	v_mad_u64_u32 v[2:3], s[4:5], s3, v0, v[44:45]
	v_add_u32_e32 v0, s6, v3
	v_mov_b32_e32 v3, s25
	v_add_co_u32_e32 v78, vcc, s24, v2
	v_addc_co_u32_e32 v79, vcc, v3, v0, vcc
	v_add_co_u32_e32 v80, vcc, s22, v2
	v_add_u32_e32 v2, s40, v49
	v_add_u32_e32 v2, v2, v48
	v_add_u32_e32 v2, v2, v47
	v_add3_u32 v114, v2, v46, v43
	v_add_u32_e32 v2, 32, v114
	v_mul_lo_u32 v115, s14, v2
	v_mul_lo_u32 v116, s2, v2
	v_add_u32_e32 v2, s39, v49
	v_add_u32_e32 v2, v2, v48
	v_add_u32_e32 v2, v2, v47
	v_mov_b32_e32 v3, s23
	v_add3_u32 v120, v2, v46, v43
	v_mov_b32_e32 v5, 0x3fb8aa3b
	v_addc_co_u32_e32 v81, vcc, v3, v0, vcc
	v_add_u32_e32 v0, s40, v42
	v_add_u32_e32 v119, s39, v42
	v_add_u32_e32 v2, 32, v120
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_mul_f32_e32 v108, s31, v5
	s_mov_b32 s55, s13
	s_lshl_b64 s[50:51], s[34:35], 2
	v_add3_u32 v113, s40, v51, v50
	s_lshl_b32 s41, s14, 6
	s_lshl_b32 s60, s2, 6
	v_mul_lo_u32 v117, s14, v114
	v_mul_lo_u32 v118, s2, v114
	v_mul_lo_u32 v121, s2, v2
	v_mul_lo_u32 v122, s14, v2
	v_mul_lo_u32 v123, s14, v120
	v_mul_lo_u32 v124, s2, v120
	s_mov_b32 s61, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	s_mov_b32 s62, 0xc2fc0000
	v_cmp_ne_u32_e64 s[0:1], 1, v42
	s_movk_i32 s63, 0x100
	s_branch .LBB0_11
.LBB0_10:
	v_mov_b32_e32 v42, s51
	v_add_co_u32_e32 v78, vcc, s50, v78
	v_addc_co_u32_e32 v79, vcc, v79, v42, vcc
	s_add_i32 s61, s61, 1
	v_add_co_u32_e32 v80, vcc, s50, v80
	s_cmp_lg_u32 s61, s33
	v_addc_co_u32_e32 v81, vcc, v81, v42, vcc
	s_cbranch_scc0 .LBB0_113
.LBB0_11:
	s_add_u32 s6, s44, s61
	s_addc_u32 s7, s45, 0
	s_mul_i32 s2, s6, s52
	s_mul_hi_u32 s3, s6, s53
	s_mul_i32 s4, s6, s54
	s_mul_hi_u32 s5, s6, s55
	s_mul_i32 s8, s6, s35
	s_mul_hi_u32 s9, s6, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s7, s53
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s7, s55
	s_add_i32 s8, s9, s8
	s_mul_i32 s7, s7, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s6, s53
	s_add_i32 s5, s4, s5
	s_mul_i32 s4, s6, s55
	s_add_i32 s7, s8, s7
	s_mul_i32 s6, s6, s34
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s64, s56, s6
	s_addc_u32 s65, s57, s7
	s_add_u32 s66, s58, s6
	s_addc_u32 s67, s59, s7
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mov_b32_e32 v42, s3
	v_add_co_u32_e32 v125, vcc, s2, v74
	s_lshl_b64 s[2:3], s[4:5], 1
	v_addc_co_u32_e32 v126, vcc, v1, v42, vcc
	v_mov_b32_e32 v42, s3
	v_add_co_u32_e64 v127, s[2:3], s2, v76
	s_and_b64 vcc, exec, s[0:1]
	v_addc_co_u32_e64 v128, s[2:3], v75, v42, s[2:3]
	s_cbranch_vccnz .LBB0_62
	s_mov_b32 s68, 0
	s_mov_b32 s69, 0
	s_mov_b32 s70, 0
	v_pk_mov_b32 v[82:83], v[80:81], v[80:81] op_sel:[0,1]
	v_pk_mov_b32 v[84:85], v[78:79], v[78:79] op_sel:[0,1]
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v42, v42, v50
	v_sub_f32_e32 v44, v44, v52
	v_sub_f32_e32 v43, v43, v51
	v_sub_f32_e32 v45, v45, v53
	v_fma_mixlo_f16 v50, v100, v42, 0
	v_fma_mixlo_f16 v51, v102, v44, 0
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v112, v138
	ds_write_b16_d16_hi v112, v138 offset:144
	ds_write_b16 v112, v139 offset:288
	ds_write_b16_d16_hi v112, v139 offset:432
	ds_write_b16 v112, v140 offset:576
	ds_write_b16_d16_hi v112, v140 offset:720
	ds_write_b16 v112, v141 offset:864
	ds_write_b16_d16_hi v112, v141 offset:1008
	ds_write_b16 v112, v90 offset:64
	ds_write_b16_d16_hi v112, v90 offset:208
	ds_write_b16 v112, v91 offset:352
	ds_write_b16_d16_hi v112, v91 offset:496
	ds_write_b16 v112, v92 offset:640
	ds_write_b16_d16_hi v112, v92 offset:784
	ds_write_b16 v112, v93 offset:928
	ds_write_b16_d16_hi v112, v93 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_fma_mixhi_f16 v51, v137, v45, 0
	v_fma_mixhi_f16 v50, v99, v43, 0
	ds_read2_b64 v[42:45], v98 offset0:32 offset1:36
	v_sub_f32_e32 v70, v66, v70
	v_sub_f32_e32 v72, v68, v72
	v_sub_f32_e32 v71, v67, v71
	v_sub_f32_e32 v73, v69, v73
	v_sub_f32_e32 v58, v58, v62
	v_sub_f32_e32 v86, v59, v63
	v_fma_mixlo_f16 v62, v135, v70, 0
	v_fma_mixlo_f16 v63, v136, v72, 0
	v_fma_mixhi_f16 v63, v134, v73, 0
	v_fma_mixhi_f16 v62, v130, v71, 0
	v_sub_f32_e32 v59, v60, v64
	v_sub_f32_e32 v64, v61, v65
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[26:29], v[42:43], v[62:63], v[26:29]
	v_sub_f32_e32 v54, v46, v54
	v_sub_f32_e32 v55, v47, v55
	v_fma_mixlo_f16 v46, v131, v58, 0
	v_fma_mixlo_f16 v47, v133, v59, 0
	v_fma_mixhi_f16 v47, v132, v64, 0
	v_fma_mixhi_f16 v46, v104, v86, 0
	v_sub_f32_e32 v56, v48, v56
	v_sub_f32_e32 v57, v49, v57
	v_mfma_f32_16x16x16f16 v[26:29], v[44:45], v[46:47], v[26:29]
	ds_read2_b64 v[42:45], v98 offset0:40 offset1:44
	v_fma_mixlo_f16 v48, v103, v54, 0
	v_fma_mixlo_f16 v49, v105, v56, 0
	v_fma_mixhi_f16 v49, v129, v57, 0
	v_fma_mixhi_f16 v48, v101, v55, 0
	ds_read2_b64 v[66:69], v109 offset1:4
	ds_read2_b64 v[58:61], v109 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[26:29], v[42:43], v[48:49], v[26:29]
	v_add_co_u32_e32 v84, vcc, s63, v84
	v_addc_co_u32_e32 v85, vcc, 0, v85, vcc
	s_add_i32 s70, s70, 64
	v_add_co_u32_e32 v82, vcc, s63, v82
	v_mfma_f32_16x16x16f16 v[26:29], v[44:45], v[50:51], v[26:29]
	ds_read2_b64 v[42:45], v97 offset0:64 offset1:68
	s_add_i32 s2, s40, s70
	s_add_i32 s69, s69, s41
	s_add_i32 s68, s68, s60
	v_addc_co_u32_e32 v83, vcc, 0, v83, vcc
	s_cmp_ge_i32 s2, s39
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[42:43], v[62:63], v[30:33]
	v_mfma_f32_16x16x16f16 v[30:33], v[44:45], v[46:47], v[30:33]
	ds_read2_b64 v[42:45], v97 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[42:43], v[48:49], v[30:33]
	v_mfma_f32_16x16x16f16 v[30:33], v[44:45], v[50:51], v[30:33]
	ds_read2_b64 v[42:45], v96 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[34:37], v[42:43], v[62:63], v[34:37]
	v_mfma_f32_16x16x16f16 v[38:41], v[66:67], v[62:63], v[38:41]
	v_mfma_f32_16x16x16f16 v[34:37], v[44:45], v[46:47], v[34:37]
	ds_read2_b64 v[42:45], v96 offset0:104 offset1:108
	v_mfma_f32_16x16x16f16 v[38:41], v[68:69], v[46:47], v[38:41]
	v_mfma_f32_16x16x16f16 v[38:41], v[58:59], v[48:49], v[38:41]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[34:37], v[42:43], v[48:49], v[34:37]
	v_mfma_f32_16x16x16f16 v[38:41], v[60:61], v[50:51], v[38:41]
	v_mfma_f32_16x16x16f16 v[34:37], v[44:45], v[50:51], v[34:37]
	s_cbranch_scc1 .LBB0_62
.LBB0_14:
	v_add_u32_e32 v44, s68, v118
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[44:45], 1, v[44:45]
	v_add_u32_e32 v42, s70, v114
	v_add_co_u32_e64 v86, s[2:3], v125, v44
	v_mov_b32_e32 v48, 0
	v_cmp_gt_i32_e32 vcc, s34, v42
	v_addc_co_u32_e64 v87, s[2:3], v126, v45, s[2:3]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v48
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[44:47], v[86:87], off
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v42, 32, v42
	v_cmp_gt_i32_e64 s[2:3], s34, v42
	v_add_u32_e32 v42, s68, v116
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_add_co_u32_e64 v88, s[4:5], v125, v42
	v_addc_co_u32_e64 v89, s[4:5], v126, v43, s[4:5]
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_18
	global_load_dwordx4 v[48:51], v[88:89], off
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v90, s70, v0
	v_mov_b32_e32 v55, 0
	v_cmp_gt_i32_e64 s[4:5], s34, v90
	v_ashrrev_i32_e32 v91, 31, v90
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_20
	v_lshlrev_b64 v[42:43], 2, v[90:91]
	v_mov_b32_e32 v52, s65
	v_add_co_u32_e64 v42, s[6:7], s64, v42
	v_addc_co_u32_e64 v43, s[6:7], v52, v43, s[6:7]
	global_load_dword v54, v[42:43], off
.LBB0_20:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v43, s49
	v_add_co_u32_e64 v42, s[6:7], s48, v82
	v_addc_co_u32_e64 v43, s[6:7], v83, v43, s[6:7]
	v_add_u32_e32 v52, 1, v90
	v_cmp_gt_i32_e64 s[6:7], s34, v52
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_22
	global_load_dword v55, v[42:43], off offset:4
.LBB0_22:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v52, 2, v90
	v_mov_b32_e32 v57, 0
	v_cmp_gt_i32_e64 s[8:9], s34, v52
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_24
	global_load_dword v56, v[42:43], off offset:8
.LBB0_24:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v52, 3, v90
	v_cmp_gt_i32_e64 s[10:11], s34, v52
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_26
	global_load_dword v57, v[42:43], off offset:12
.LBB0_26:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v52, 4, v90
	v_mov_b32_e32 v63, 0
	v_cmp_gt_i32_e64 s[12:13], s34, v52
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_28
	global_load_dword v62, v[42:43], off offset:16
.LBB0_28:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v52, 5, v90
	v_cmp_gt_i32_e64 s[14:15], s34, v52
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_30
	global_load_dword v63, v[42:43], off offset:20
.LBB0_30:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v52, 6, v90
	v_mov_b32_e32 v65, 0
	v_cmp_gt_i32_e64 s[16:17], s34, v52
	v_mov_b32_e32 v64, v65
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_32
	global_load_dword v64, v[42:43], off offset:24
.LBB0_32:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v52, 7, v90
	v_cmp_gt_i32_e64 s[18:19], s34, v52
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_34
	global_load_dword v65, v[42:43], off offset:28
.LBB0_34:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v98, 0x800, v109
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[44:47]
	ds_write_b128 v107, v[48:51] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[50:53], v98 offset0:32 offset1:36
	v_add_u32_e32 v97, 0x1000, v109
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[50:51], v[6:7], 0
	v_add_u32_e32 v96, 0x1800, v109
	ds_read2_b64 v[42:45], v109 offset1:4
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, v138
	v_mfma_f32_16x16x16f16 v[50:53], v[52:53], v[8:9], v[58:61]
	s_nop 6
	ds_read2_b64 v[58:61], v98 offset0:40 offset1:44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[66:69], v[58:59], v[10:11], v[50:53]
	s_nop 6
	ds_read2_b64 v[50:53], v97 offset0:64 offset1:68
	v_add_u32_e32 v58, s69, v117
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[58:59], 1, v[58:59]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[70:73], v[50:51], v[6:7], 0
	v_mfma_f32_16x16x16f16 v[50:53], v[52:53], v[8:9], v[70:73]
	s_nop 9
	ds_read2_b64 v[70:73], v97 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[92:95], v[70:71], v[10:11], v[50:53]
	s_nop 6
	ds_read2_b64 v[50:53], v96 offset0:96 offset1:100
	v_mfma_f32_16x16x16f16 v[46:49], v[42:43], v[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[100:103], v[50:51], v[6:7], 0
	v_mfma_f32_16x16x16f16 v[42:45], v[44:45], v[8:9], v[46:49]
	s_nop 7
	ds_read2_b64 v[46:49], v109 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[50:53], v[52:53], v[8:9], v[100:103]
	s_nop 6
	ds_read2_b64 v[100:103], v96 offset0:104 offset1:108
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[42:45], v[46:47], v[10:11], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[130:133], v[100:101], v[10:11], v[50:53]
	s_barrier
	ds_write_b128 v110, v[54:57]
	ds_write_b128 v110, v[62:65] offset:16
	ds_write_b128 v110, v[54:57] offset:8704
	ds_write_b128 v110, v[62:65] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[50:53], v[48:49], v[12:13], v[42:45]
	v_mfma_f32_16x16x16f16 v[42:45], v[72:73], v[12:13], v[92:95]
	s_nop 6
	v_add_co_u32_e64 v92, s[20:21], v127, v58
	v_mfma_f32_16x16x16f16 v[46:49], v[60:61], v[12:13], v[66:69]
	v_addc_co_u32_e64 v93, s[20:21], v128, v59, s[20:21]
	ds_read_b128 v[70:73], v111
	s_nop 4
	ds_read_b128 v[66:69], v111 offset:64
	ds_read_b128 v[62:65], v111 offset:128
	ds_read_b128 v[54:57], v111 offset:192
	v_mfma_f32_16x16x16f16 v[58:61], v[102:103], v[12:13], v[130:133]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_36
	global_load_dwordx4 v[142:145], v[92:93], off
.LBB0_36:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v94, s69, v115
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshlrev_b64 v[94:95], 1, v[94:95]
	v_add_co_u32_e64 v94, s[20:21], v127, v94
	v_addc_co_u32_e64 v95, s[20:21], v128, v95, s[20:21]
	v_mov_b32_e32 v139, v138
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v138
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_38
	global_load_dwordx4 v[138:141], v[94:95], off
.LBB0_38:
	s_or_b64 exec, exec, s[20:21]
	v_mul_f32_e32 v50, v108, v50
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v50, v50, v70
	v_mul_f32_e32 v58, v108, v58
	v_cmp_gt_f32_e64 s[20:21], s62, v50
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v54, v58, v54
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v50, v50, v58
	v_mul_f32_e32 v51, v108, v51
	v_exp_f32_e32 v50, v50
	v_sub_f32_e32 v51, v51, v71
	v_cmp_gt_f32_e64 s[22:23], s62, v51
	v_mul_f32_e32 v52, v108, v52
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[22:23]
	v_sub_f32_e32 v52, v52, v72
	v_mul_f32_e32 v51, v51, v58
	v_mul_f32_e32 v58, v50, v50
	v_mul_f32_e32 v59, v108, v59
	v_cndmask_b32_e64 v50, v50, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v52
	v_sub_f32_e32 v55, v59, v55
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v51, v51
	v_mul_f32_e32 v52, v52, v59
	v_exp_f32_e32 v52, v52
	v_mul_f32_e32 v53, v108, v53
	v_mul_f32_e32 v46, v108, v46
	v_sub_f32_e32 v53, v53, v73
	v_mul_f32_e32 v58, v51, v51
	v_sub_f32_e32 v46, v46, v66
	v_cmp_gt_f32_e64 s[24:25], s62, v53
	v_cndmask_b32_e64 v51, v51, v58, s[22:23]
	v_mul_f32_e32 v58, v52, v52
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v52, v52, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v46
	v_mul_f32_e32 v53, v53, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v53, v53
	v_mul_f32_e32 v46, v46, v59
	v_exp_f32_e32 v46, v46
	v_mul_f32_e32 v47, v108, v47
	v_mul_f32_e32 v48, v108, v48
	v_sub_f32_e32 v47, v47, v67
	v_mul_f32_e32 v58, v53, v53
	v_sub_f32_e32 v48, v48, v68
	v_cmp_gt_f32_e64 s[22:23], s62, v47
	v_cndmask_b32_e64 v53, v53, v58, s[24:25]
	v_mul_f32_e32 v58, v46, v46
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v46, v46, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v48
	v_mul_f32_e32 v47, v47, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v47, v47
	v_mul_f32_e32 v48, v48, v59
	v_exp_f32_e32 v48, v48
	v_mul_f32_e32 v49, v108, v49
	v_mul_f32_e32 v42, v108, v42
	v_sub_f32_e32 v49, v49, v69
	v_mul_f32_e32 v58, v47, v47
	v_sub_f32_e32 v42, v42, v62
	v_cmp_gt_f32_e64 s[24:25], s62, v49
	v_cndmask_b32_e64 v47, v47, v58, s[22:23]
	v_mul_f32_e32 v58, v48, v48
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v48, v48, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v42
	v_mul_f32_e32 v49, v49, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v49, v49
	v_mul_f32_e32 v42, v42, v59
	v_exp_f32_e32 v42, v42
	v_mul_f32_e32 v43, v108, v43
	v_mul_f32_e32 v44, v108, v44
	v_sub_f32_e32 v43, v43, v63
	v_mul_f32_e32 v58, v49, v49
	v_sub_f32_e32 v44, v44, v64
	v_cmp_gt_f32_e64 s[22:23], s62, v43
	v_cndmask_b32_e64 v49, v49, v58, s[24:25]
	v_mul_f32_e32 v58, v42, v42
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v42, v42, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v44
	v_mul_f32_e32 v43, v43, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v44, v44, v59
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v45, v108, v45
	v_sub_f32_e32 v45, v45, v65
	v_mul_f32_e32 v58, v43, v43
	v_cmp_gt_f32_e64 s[24:25], s62, v45
	v_cndmask_b32_e64 v43, v43, v58, s[22:23]
	v_mul_f32_e32 v58, v44, v44
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v44, v44, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v54
	v_mul_f32_e32 v45, v45, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v45, v45
	v_mul_f32_e32 v54, v54, v59
	v_exp_f32_e32 v54, v54
	v_mul_f32_e32 v60, v108, v60
	v_mul_f32_e32 v58, v45, v45
	v_sub_f32_e32 v56, v60, v56
	v_cmp_gt_f32_e64 s[22:23], s62, v55
	v_cndmask_b32_e64 v45, v45, v58, s[24:25]
	v_mul_f32_e32 v58, v54, v54
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v54, v54, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v56
	v_mul_f32_e32 v55, v55, v59
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v55, v55
	v_mul_f32_e32 v56, v56, v59
	v_exp_f32_e32 v56, v56
	v_add_u32_e32 v99, s70, v113
	v_mul_f32_e32 v58, v55, v55
	v_cndmask_b32_e64 v55, v55, v58, s[22:23]
	v_mul_f32_e32 v58, v56, v56
	v_add_u32_e32 v100, 1, v99
	v_cndmask_b32_e64 v56, v56, v58, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v99, v106
	v_add_u32_e32 v101, 2, v99
	v_cndmask_b32_e64 v135, 0, v50, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v100, v106
	v_add_u32_e32 v102, 3, v99
	v_cndmask_b32_e64 v130, 0, v51, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v101, v106
	v_add_u32_e32 v103, 16, v99
	v_cndmask_b32_e64 v136, 0, v52, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v102, v106
	v_add_u32_e32 v104, 17, v99
	v_cndmask_b32_e64 v134, 0, v53, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v103, v106
	v_add_u32_e32 v105, 18, v99
	v_cndmask_b32_e64 v131, 0, v46, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v104, v106
	v_add_u32_e32 v129, 19, v99
	v_cndmask_b32_e64 v104, 0, v47, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v105, v106
	v_add_u32_e32 v137, 32, v99
	v_cndmask_b32_e64 v133, 0, v48, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v129, v106
	v_add_u32_e32 v146, 33, v99
	v_cndmask_b32_e64 v132, 0, v49, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v137, v106
	v_add_u32_e32 v147, 34, v99
	v_cndmask_b32_e64 v103, 0, v42, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v146, v106
	v_add_u32_e32 v148, 35, v99
	v_cndmask_b32_e64 v101, 0, v43, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v147, v106
	v_cndmask_b32_e64 v105, 0, v44, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v148, v106
	v_cndmask_b32_e64 v129, 0, v45, s[20:21]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v112, v142
	ds_write_b16_d16_hi v112, v142 offset:144
	ds_write_b16 v112, v143 offset:288
	ds_write_b16_d16_hi v112, v143 offset:432
	ds_write_b16 v112, v144 offset:576
	ds_write_b16_d16_hi v112, v144 offset:720
	ds_write_b16 v112, v145 offset:864
	ds_write_b16_d16_hi v112, v145 offset:1008
	ds_write_b16 v112, v138 offset:64
	ds_write_b16_d16_hi v112, v138 offset:208
	ds_write_b16 v112, v139 offset:352
	ds_write_b16_d16_hi v112, v139 offset:496
	ds_write_b16 v112, v140 offset:640
	ds_write_b16_d16_hi v112, v140 offset:784
	ds_write_b16 v112, v141 offset:928
	ds_write_b16_d16_hi v112, v141 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v109 offset1:4
	v_cvt_f16_f32_e32 v46, v135
	v_cvt_f16_f32_e32 v47, v136
	v_cvt_f16_f32_e32 v48, v134
	v_cvt_f16_f32_e32 v49, v130
	v_mul_f32_e32 v61, v108, v61
	v_add_u32_e32 v149, 48, v99
	v_pack_b32_f16 v51, v47, v48
	v_pack_b32_f16 v50, v46, v49
	v_sub_f32_e32 v57, v61, v57
	v_cmp_gt_f32_e64 s[24:25], s62, v57
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[22:25], v[42:43], v[50:51], v[22:25]
	v_cmp_ge_i32_e64 s[20:21], v149, v106
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v100, 0, v54, s[20:21]
	v_cvt_f16_f32_e32 v52, v131
	v_cvt_f16_f32_e32 v54, v104
	v_cvt_f16_f32_e32 v42, v133
	v_cvt_f16_f32_e32 v43, v132
	v_mul_f32_e32 v57, v57, v59
	v_exp_f32_e32 v57, v57
	v_add_u32_e32 v150, 49, v99
	ds_read2_b64 v[46:49], v109 offset0:8 offset1:12
	v_pack_b32_f16 v53, v42, v43
	v_pack_b32_f16 v52, v52, v54
	v_add_u32_e32 v151, 50, v99
	v_cmp_ge_i32_e64 s[20:21], v150, v106
	v_mfma_f32_16x16x16f16 v[22:25], v[44:45], v[52:53], v[22:25]
	v_cvt_f16_f32_e32 v42, v105
	v_cvt_f16_f32_e32 v43, v129
	v_add_u32_e32 v152, 51, v99
	v_mul_f32_e32 v58, v57, v57
	v_cndmask_b32_e64 v99, 0, v55, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v151, v106
	v_cndmask_b32_e64 v57, v57, v58, s[24:25]
	v_cndmask_b32_e64 v102, 0, v56, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v152, v106
	v_cvt_f16_f32_e32 v56, v103
	v_cvt_f16_f32_e32 v58, v101
	v_cndmask_b32_e64 v137, 0, v57, s[20:21]
	v_cvt_f16_f32_e32 v44, v100
	v_pack_b32_f16 v55, v42, v43
	v_cvt_f16_f32_e32 v42, v102
	v_cvt_f16_f32_e32 v43, v137
	v_cvt_f16_f32_e32 v45, v99
	v_pack_b32_f16 v54, v56, v58
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16f16 v[22:25], v[46:47], v[54:55], v[22:25]
	v_pack_b32_f16 v47, v42, v43
	v_pack_b32_f16 v46, v44, v45
	ds_read2_b64 v[42:45], v98 offset0:32 offset1:36
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[42:43], v[50:51], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[44:45], v[52:53], v[2:5]
	ds_read2_b64 v[42:45], v98 offset0:40 offset1:44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[42:43], v[54:55], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[44:45], v[46:47], v[2:5]
	ds_read2_b64 v[42:45], v97 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[42:43], v[50:51], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[44:45], v[52:53], v[14:17]
	ds_read2_b64 v[42:45], v97 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[42:43], v[54:55], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[44:45], v[46:47], v[14:17]
	ds_read2_b64 v[42:45], v96 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[42:43], v[50:51], v[18:21]
	v_mfma_f32_16x16x16f16 v[18:21], v[44:45], v[52:53], v[18:21]
	ds_read2_b64 v[42:45], v96 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[42:43], v[54:55], v[18:21]
	v_mov_b32_e32 v54, 0
	v_mfma_f32_16x16x16f16 v[22:25], v[48:49], v[46:47], v[22:25]
	v_mfma_f32_16x16x16f16 v[18:21], v[44:45], v[46:47], v[18:21]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v54
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_40
	global_load_dwordx4 v[44:47], v[92:93], off
.LBB0_40:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v56, v54
	v_mov_b32_e32 v57, v54
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_42
	global_load_dwordx4 v[54:57], v[94:95], off
.LBB0_42:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB0_44
	v_lshlrev_b64 v[42:43], 2, v[90:91]
	v_mov_b32_e32 v48, s67
	v_add_co_u32_e64 v42, s[4:5], s66, v42
	v_addc_co_u32_e64 v43, s[4:5], v48, v43, s[4:5]
	global_load_dword v50, v[42:43], off
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v43, s49
	v_add_co_u32_e64 v42, s[4:5], s48, v84
	v_addc_co_u32_e64 v43, s[4:5], v85, v43, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_46
	global_load_dword v51, v[42:43], off offset:4
.LBB0_46:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_48
	global_load_dword v52, v[42:43], off offset:8
.LBB0_48:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_50
	global_load_dword v53, v[42:43], off offset:12
.LBB0_50:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_52
	global_load_dword v62, v[42:43], off offset:16
.LBB0_52:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_54
	global_load_dword v63, v[42:43], off offset:20
.LBB0_54:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, v65
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_56
	global_load_dword v64, v[42:43], off offset:24
.LBB0_56:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execz .LBB0_58
	global_load_dword v65, v[42:43], off offset:28
.LBB0_58:
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[44:47]
	ds_write_b128 v107, v[54:57] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[66:69], v97 offset0:64 offset1:68
	ds_read2_b64 v[42:45], v109 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[70:73], v[66:67], v[156:157], 0
	ds_read2_b64 v[54:57], v98 offset0:32 offset1:36
	v_mfma_f32_16x16x16f16 v[66:69], v[68:69], v[158:159], v[70:73]
	s_nop 8
	ds_read2_b64 v[70:73], v97 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[90:93], v[70:71], v[160:161], v[66:69]
	s_nop 6
	ds_read2_b64 v[66:69], v96 offset0:96 offset1:100
	v_mfma_f32_16x16x16f16 v[46:49], v[42:43], v[156:157], 0
	v_mfma_f32_16x16x16f16 v[58:61], v[54:55], v[156:157], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[138:141], v[66:67], v[156:157], 0
	v_mfma_f32_16x16x16f16 v[42:45], v[44:45], v[158:159], v[46:49]
	s_nop 6
	ds_read2_b64 v[46:49], v109 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[54:57], v[56:57], v[158:159], v[58:61]
	s_nop 6
	ds_read2_b64 v[58:61], v98 offset0:40 offset1:44
	v_mfma_f32_16x16x16f16 v[66:69], v[68:69], v[158:159], v[138:141]
	s_nop 6
	ds_read2_b64 v[138:141], v96 offset0:104 offset1:108
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[42:45], v[46:47], v[160:161], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[54:57], v[58:59], v[160:161], v[54:57]
	s_barrier
	ds_write_b128 v110, v[50:53]
	ds_write_b128 v110, v[62:65] offset:16
	ds_write_b128 v110, v[50:53] offset:8704
	ds_write_b128 v110, v[62:65] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[142:145], v[138:139], v[160:161], v[66:69]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	v_mfma_f32_16x16x16f16 v[66:69], v[48:49], v[162:163], v[42:45]
	v_mfma_f32_16x16x16f16 v[58:61], v[60:61], v[162:163], v[54:57]
	v_mfma_f32_16x16x16f16 v[46:49], v[72:73], v[162:163], v[90:93]
	ds_read_b128 v[70:73], v111
	ds_read_b128 v[62:65], v111 offset:64
	s_nop 3
	ds_read_b128 v[54:57], v111 offset:128
	ds_read_b128 v[50:53], v111 offset:192
	v_mov_b32_e32 v90, 0
	v_mfma_f32_16x16x16f16 v[42:45], v[140:141], v[162:163], v[142:145]
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, v90
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_60
	global_load_dwordx4 v[138:141], v[86:87], off
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v91, v90
	v_mov_b32_e32 v92, v90
	v_mov_b32_e32 v93, v90
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_13
	global_load_dwordx4 v[90:93], v[88:89], off
	s_branch .LBB0_13
.LBB0_62:
	s_andn2_b64 vcc, exec, s[46:47]
	s_cbranch_vccnz .LBB0_10
	s_mov_b32 s68, 0
	s_mov_b32 s69, 0
	s_mov_b32 s70, 0
	s_branch .LBB0_65
.LBB0_64:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v42, v42, v50
	v_sub_f32_e32 v44, v44, v52
	v_sub_f32_e32 v43, v43, v51
	v_sub_f32_e32 v45, v45, v53
	v_fma_mixlo_f16 v50, v145, v42, 0
	v_fma_mixlo_f16 v51, v146, v44, 0
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v112, v90
	ds_write_b16_d16_hi v112, v90 offset:144
	ds_write_b16 v112, v91 offset:288
	ds_write_b16_d16_hi v112, v91 offset:432
	ds_write_b16 v112, v92 offset:576
	ds_write_b16_d16_hi v112, v92 offset:720
	ds_write_b16 v112, v93 offset:864
	ds_write_b16_d16_hi v112, v93 offset:1008
	ds_write_b16 v112, v86 offset:64
	ds_write_b16_d16_hi v112, v86 offset:208
	ds_write_b16 v112, v87 offset:352
	ds_write_b16_d16_hi v112, v87 offset:496
	ds_write_b16 v112, v88 offset:640
	ds_write_b16_d16_hi v112, v88 offset:784
	ds_write_b16 v112, v89 offset:928
	ds_write_b16_d16_hi v112, v89 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_fma_mixhi_f16 v51, v147, v45, 0
	v_fma_mixhi_f16 v50, v144, v43, 0
	ds_read2_b64 v[42:45], v131 offset0:32 offset1:36
	v_sub_f32_e32 v70, v66, v70
	v_sub_f32_e32 v72, v68, v72
	v_sub_f32_e32 v71, v67, v71
	v_sub_f32_e32 v73, v69, v73
	v_sub_f32_e32 v58, v58, v62
	v_sub_f32_e32 v82, v59, v63
	v_fma_mixlo_f16 v62, v133, v70, 0
	v_fma_mixlo_f16 v63, v137, v72, 0
	v_fma_mixhi_f16 v63, v134, v73, 0
	v_fma_mixhi_f16 v62, v132, v71, 0
	v_sub_f32_e32 v59, v60, v64
	v_sub_f32_e32 v64, v61, v65
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[26:29], v[42:43], v[62:63], v[26:29]
	v_sub_f32_e32 v54, v46, v54
	v_sub_f32_e32 v55, v47, v55
	v_fma_mixlo_f16 v46, v136, v58, 0
	v_fma_mixlo_f16 v47, v139, v59, 0
	v_fma_mixhi_f16 v47, v138, v64, 0
	v_fma_mixhi_f16 v46, v135, v82, 0
	v_sub_f32_e32 v56, v48, v56
	v_sub_f32_e32 v57, v49, v57
	v_mfma_f32_16x16x16f16 v[26:29], v[44:45], v[46:47], v[26:29]
	ds_read2_b64 v[42:45], v131 offset0:40 offset1:44
	v_fma_mixlo_f16 v48, v141, v54, 0
	v_fma_mixlo_f16 v49, v142, v56, 0
	v_fma_mixhi_f16 v49, v143, v57, 0
	v_fma_mixhi_f16 v48, v140, v55, 0
	ds_read2_b64 v[66:69], v109 offset1:4
	ds_read2_b64 v[58:61], v109 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[26:29], v[42:43], v[48:49], v[26:29]
	s_add_i32 s70, s70, 64
	s_add_i32 s2, s39, s70
	s_add_i32 s69, s69, s60
	s_add_i32 s68, s68, s41
	s_cmp_lt_i32 s2, s34
	v_mfma_f32_16x16x16f16 v[26:29], v[44:45], v[50:51], v[26:29]
	ds_read2_b64 v[42:45], v130 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[42:43], v[62:63], v[30:33]
	v_mfma_f32_16x16x16f16 v[30:33], v[44:45], v[46:47], v[30:33]
	ds_read2_b64 v[42:45], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[42:43], v[48:49], v[30:33]
	v_mfma_f32_16x16x16f16 v[30:33], v[44:45], v[50:51], v[30:33]
	ds_read2_b64 v[42:45], v129 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[34:37], v[42:43], v[62:63], v[34:37]
	v_mfma_f32_16x16x16f16 v[38:41], v[66:67], v[62:63], v[38:41]
	v_mfma_f32_16x16x16f16 v[34:37], v[44:45], v[46:47], v[34:37]
	ds_read2_b64 v[42:45], v129 offset0:104 offset1:108
	v_mfma_f32_16x16x16f16 v[38:41], v[68:69], v[46:47], v[38:41]
	v_mfma_f32_16x16x16f16 v[38:41], v[58:59], v[48:49], v[38:41]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[34:37], v[42:43], v[48:49], v[34:37]
	v_mfma_f32_16x16x16f16 v[38:41], v[60:61], v[50:51], v[38:41]
	v_mfma_f32_16x16x16f16 v[34:37], v[44:45], v[50:51], v[34:37]
	s_cbranch_scc0 .LBB0_10
.LBB0_65:
	v_add_u32_e32 v44, s69, v124
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[44:45], 1, v[44:45]
	v_add_u32_e32 v42, s70, v120
	v_add_co_u32_e64 v82, s[2:3], v125, v44
	v_mov_b32_e32 v48, 0
	v_cmp_gt_i32_e32 vcc, s34, v42
	v_addc_co_u32_e64 v83, s[2:3], v126, v45, s[2:3]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v48
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_67
	global_load_dwordx4 v[44:47], v[82:83], off
.LBB0_67:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v42, 32, v42
	v_cmp_gt_i32_e64 s[2:3], s34, v42
	v_add_u32_e32 v42, s69, v121
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshlrev_b64 v[42:43], 1, v[42:43]
	v_add_co_u32_e64 v84, s[4:5], v125, v42
	v_addc_co_u32_e64 v85, s[4:5], v126, v43, s[4:5]
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_69
	global_load_dwordx4 v[48:51], v[84:85], off
.LBB0_69:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v86, s70, v119
	v_mov_b32_e32 v55, 0
	v_cmp_gt_i32_e64 s[4:5], s34, v86
	v_ashrrev_i32_e32 v87, 31, v86
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_71
	v_lshlrev_b64 v[42:43], 2, v[86:87]
	v_mov_b32_e32 v52, s65
	v_add_co_u32_e64 v42, s[6:7], s64, v42
	v_addc_co_u32_e64 v43, s[6:7], v52, v43, s[6:7]
	global_load_dword v54, v[42:43], off
.LBB0_71:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v42, 1, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_cmp_gt_i32_e64 s[6:7], s34, v42
	v_lshlrev_b64 v[88:89], 2, v[42:43]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_73
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[8:9], s64, v88
	v_addc_co_u32_e64 v43, s[8:9], v43, v89, s[8:9]
	global_load_dword v55, v[42:43], off
.LBB0_73:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v42, 2, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_mov_b32_e32 v57, 0
	v_cmp_gt_i32_e64 s[8:9], s34, v42
	v_lshlrev_b64 v[90:91], 2, v[42:43]
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_75
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[10:11], s64, v90
	v_addc_co_u32_e64 v43, s[10:11], v43, v91, s[10:11]
	global_load_dword v56, v[42:43], off
.LBB0_75:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v42, 3, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_cmp_gt_i32_e64 s[10:11], s34, v42
	v_lshlrev_b64 v[92:93], 2, v[42:43]
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execz .LBB0_77
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[12:13], s64, v92
	v_addc_co_u32_e64 v43, s[12:13], v43, v93, s[12:13]
	global_load_dword v57, v[42:43], off
.LBB0_77:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v42, 4, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_mov_b32_e32 v63, 0
	v_cmp_gt_i32_e64 s[12:13], s34, v42
	v_lshlrev_b64 v[94:95], 2, v[42:43]
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_cbranch_execz .LBB0_79
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[14:15], s64, v94
	v_addc_co_u32_e64 v43, s[14:15], v43, v95, s[14:15]
	global_load_dword v62, v[42:43], off
.LBB0_79:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v42, 5, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_cmp_gt_i32_e64 s[14:15], s34, v42
	v_lshlrev_b64 v[96:97], 2, v[42:43]
	s_and_saveexec_b64 s[18:19], s[14:15]
	s_cbranch_execz .LBB0_81
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[16:17], s64, v96
	v_addc_co_u32_e64 v43, s[16:17], v43, v97, s[16:17]
	global_load_dword v63, v[42:43], off
.LBB0_81:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v42, 6, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_mov_b32_e32 v65, 0
	v_cmp_gt_i32_e64 s[16:17], s34, v42
	v_lshlrev_b64 v[98:99], 2, v[42:43]
	v_mov_b32_e32 v64, v65
	s_and_saveexec_b64 s[20:21], s[16:17]
	s_cbranch_execz .LBB0_83
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[18:19], s64, v98
	v_addc_co_u32_e64 v43, s[18:19], v43, v99, s[18:19]
	global_load_dword v64, v[42:43], off
.LBB0_83:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v42, 7, v86
	v_ashrrev_i32_e32 v43, 31, v42
	v_cmp_gt_i32_e64 s[18:19], s34, v42
	v_lshlrev_b64 v[100:101], 2, v[42:43]
	s_and_saveexec_b64 s[22:23], s[18:19]
	s_cbranch_execz .LBB0_85
	v_mov_b32_e32 v43, s65
	v_add_co_u32_e64 v42, s[20:21], s64, v100
	v_addc_co_u32_e64 v43, s[20:21], v43, v101, s[20:21]
	global_load_dword v65, v[42:43], off
.LBB0_85:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v131, 0x800, v109
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[44:47]
	ds_write_b128 v107, v[48:51] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[50:53], v131 offset0:32 offset1:36
	v_add_u32_e32 v130, 0x1000, v109
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[50:51], v[6:7], 0
	v_add_u32_e32 v129, 0x1800, v109
	ds_read2_b64 v[42:45], v109 offset1:4
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, 0
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, v148
	v_mfma_f32_16x16x16f16 v[50:53], v[52:53], v[8:9], v[58:61]
	s_nop 6
	ds_read2_b64 v[58:61], v131 offset0:40 offset1:44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[66:69], v[58:59], v[10:11], v[50:53]
	s_nop 6
	ds_read2_b64 v[50:53], v130 offset0:64 offset1:68
	v_add_u32_e32 v58, s68, v123
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[58:59], 1, v[58:59]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[70:73], v[50:51], v[6:7], 0
	v_mfma_f32_16x16x16f16 v[50:53], v[52:53], v[8:9], v[70:73]
	s_nop 9
	ds_read2_b64 v[70:73], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[102:105], v[70:71], v[10:11], v[50:53]
	s_nop 6
	ds_read2_b64 v[50:53], v129 offset0:96 offset1:100
	v_mfma_f32_16x16x16f16 v[46:49], v[42:43], v[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[132:135], v[50:51], v[6:7], 0
	v_mfma_f32_16x16x16f16 v[42:45], v[44:45], v[8:9], v[46:49]
	s_nop 7
	ds_read2_b64 v[46:49], v109 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[50:53], v[52:53], v[8:9], v[132:135]
	s_nop 6
	ds_read2_b64 v[132:135], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[42:45], v[46:47], v[10:11], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[136:139], v[132:133], v[10:11], v[50:53]
	s_barrier
	ds_write_b128 v110, v[54:57]
	ds_write_b128 v110, v[62:65] offset:16
	ds_write_b128 v110, v[54:57] offset:8704
	ds_write_b128 v110, v[62:65] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[50:53], v[48:49], v[12:13], v[42:45]
	v_mfma_f32_16x16x16f16 v[42:45], v[72:73], v[12:13], v[102:105]
	s_nop 6
	v_add_co_u32_e64 v102, s[20:21], v127, v58
	v_mfma_f32_16x16x16f16 v[46:49], v[60:61], v[12:13], v[66:69]
	v_addc_co_u32_e64 v103, s[20:21], v128, v59, s[20:21]
	ds_read_b128 v[70:73], v111
	s_nop 4
	ds_read_b128 v[66:69], v111 offset:64
	ds_read_b128 v[62:65], v111 offset:128
	ds_read_b128 v[54:57], v111 offset:192
	v_mfma_f32_16x16x16f16 v[58:61], v[134:135], v[12:13], v[136:139]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_87
	global_load_dwordx4 v[152:155], v[102:103], off
.LBB0_87:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v104, s68, v122
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshlrev_b64 v[104:105], 1, v[104:105]
	v_add_co_u32_e64 v104, s[20:21], v127, v104
	v_addc_co_u32_e64 v105, s[20:21], v128, v105, s[20:21]
	v_mov_b32_e32 v149, v148
	v_mov_b32_e32 v150, v148
	v_mov_b32_e32 v151, v148
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_89
	global_load_dwordx4 v[148:151], v[104:105], off
.LBB0_89:
	s_or_b64 exec, exec, s[20:21]
	v_mul_f32_e32 v50, v108, v50
	v_mul_f32_e32 v51, v108, v51
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v50, v50, v70
	v_mul_f32_e32 v58, v108, v58
	v_sub_f32_e32 v51, v51, v71
	v_cmp_gt_f32_e64 s[20:21], s62, v50
	v_mul_f32_e32 v59, v108, v59
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v54, v58, v54
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[20:21]
	v_cmp_gt_f32_e64 s[22:23], s62, v51
	v_mul_f32_e32 v50, v50, v58
	v_sub_f32_e32 v55, v59, v55
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v50, v50
	v_mul_f32_e32 v51, v51, v59
	v_exp_f32_e32 v51, v51
	v_mul_f32_e32 v52, v108, v52
	v_mul_f32_e32 v53, v108, v53
	v_sub_f32_e32 v52, v52, v72
	v_sub_f32_e32 v53, v53, v73
	v_mul_f32_e32 v58, v50, v50
	v_cmp_gt_f32_e64 s[24:25], s62, v52
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v133, v50, v58, s[20:21]
	v_mul_f32_e32 v50, v51, v51
	v_cmp_gt_f32_e64 s[20:21], s62, v53
	v_mul_f32_e32 v52, v52, v59
	v_cndmask_b32_e64 v132, v51, v50, s[22:23]
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v52, v52
	v_mul_f32_e32 v51, v53, v51
	v_exp_f32_e32 v51, v51
	v_mul_f32_e32 v46, v108, v46
	v_mul_f32_e32 v47, v108, v47
	v_sub_f32_e32 v46, v46, v66
	v_mul_f32_e32 v50, v52, v52
	v_sub_f32_e32 v47, v47, v67
	v_cmp_gt_f32_e64 s[22:23], s62, v46
	v_cndmask_b32_e64 v137, v52, v50, s[24:25]
	v_mul_f32_e32 v50, v51, v51
	v_cndmask_b32_e64 v53, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v134, v51, v50, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v47
	v_mul_f32_e32 v46, v46, v53
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v46, v46
	v_mul_f32_e32 v47, v47, v51
	v_exp_f32_e32 v47, v47
	v_mul_f32_e32 v48, v108, v48
	v_mul_f32_e32 v49, v108, v49
	v_sub_f32_e32 v48, v48, v68
	v_mul_f32_e32 v50, v46, v46
	v_sub_f32_e32 v49, v49, v69
	v_cmp_gt_f32_e64 s[24:25], s62, v48
	v_cndmask_b32_e64 v136, v46, v50, s[22:23]
	v_mul_f32_e32 v46, v47, v47
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v135, v47, v46, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v49
	v_mul_f32_e32 v48, v48, v51
	v_cndmask_b32_e64 v47, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v48, v48
	v_mul_f32_e32 v47, v49, v47
	v_exp_f32_e32 v47, v47
	v_mul_f32_e32 v42, v108, v42
	v_mul_f32_e32 v43, v108, v43
	v_sub_f32_e32 v42, v42, v62
	v_mul_f32_e32 v46, v48, v48
	v_sub_f32_e32 v43, v43, v63
	v_cmp_gt_f32_e64 s[22:23], s62, v42
	v_cndmask_b32_e64 v139, v48, v46, s[24:25]
	v_mul_f32_e32 v46, v47, v47
	v_cndmask_b32_e64 v49, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v138, v47, v46, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v43
	v_mul_f32_e32 v42, v42, v49
	v_cndmask_b32_e64 v47, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v42, v42
	v_mul_f32_e32 v43, v43, v47
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v44, v108, v44
	v_mul_f32_e32 v45, v108, v45
	v_sub_f32_e32 v44, v44, v64
	v_mul_f32_e32 v46, v42, v42
	v_sub_f32_e32 v45, v45, v65
	v_cmp_gt_f32_e64 s[24:25], s62, v44
	v_cndmask_b32_e64 v141, v42, v46, s[22:23]
	v_mul_f32_e32 v42, v43, v43
	v_cndmask_b32_e64 v47, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v140, v43, v42, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v45
	v_mul_f32_e32 v44, v44, v47
	v_cndmask_b32_e64 v43, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v43, v45, v43
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v60, v108, v60
	v_mul_f32_e32 v42, v44, v44
	v_cmp_gt_f32_e64 s[22:23], s62, v54
	v_cndmask_b32_e64 v142, v44, v42, s[24:25]
	v_mul_f32_e32 v42, v43, v43
	v_sub_f32_e32 v56, v60, v56
	v_cndmask_b32_e64 v45, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v143, v43, v42, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s62, v55
	v_mul_f32_e32 v45, v54, v45
	v_cndmask_b32_e64 v43, 1.0, 0.5, s[20:21]
	v_cmp_gt_f32_e64 s[24:25], s62, v56
	v_exp_f32_e32 v45, v45
	v_mul_f32_e32 v43, v55, v43
	v_cndmask_b32_e64 v44, 1.0, 0.5, s[24:25]
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v44, v56, v44
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v61, v108, v61
	v_mul_f32_e32 v42, v45, v45
	v_sub_f32_e32 v57, v61, v57
	v_cndmask_b32_e64 v145, v45, v42, s[22:23]
	v_mul_f32_e32 v42, v43, v43
	v_cndmask_b32_e64 v144, v43, v42, s[20:21]
	v_mul_f32_e32 v42, v44, v44
	v_cmp_gt_f32_e64 s[20:21], s62, v57
	v_cndmask_b32_e64 v146, v44, v42, s[24:25]
	v_cndmask_b32_e64 v42, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v42, v57, v42
	v_exp_f32_e32 v54, v42
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v112, v152
	ds_write_b16_d16_hi v112, v152 offset:144
	ds_write_b16 v112, v153 offset:288
	ds_write_b16_d16_hi v112, v153 offset:432
	ds_write_b16 v112, v154 offset:576
	ds_write_b16_d16_hi v112, v154 offset:720
	ds_write_b16 v112, v155 offset:864
	ds_write_b16_d16_hi v112, v155 offset:1008
	ds_write_b16 v112, v148 offset:64
	ds_write_b16_d16_hi v112, v148 offset:208
	ds_write_b16 v112, v149 offset:352
	ds_write_b16_d16_hi v112, v149 offset:496
	ds_write_b16 v112, v150 offset:640
	ds_write_b16_d16_hi v112, v150 offset:784
	ds_write_b16 v112, v151 offset:928
	ds_write_b16_d16_hi v112, v151 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v109 offset1:4
	v_cvt_f16_f32_e32 v46, v133
	v_cvt_f16_f32_e32 v47, v137
	v_cvt_f16_f32_e32 v48, v134
	v_cvt_f16_f32_e32 v49, v132
	v_cvt_f16_f32_e32 v52, v136
	v_cvt_f16_f32_e32 v56, v135
	v_pack_b32_f16 v51, v47, v48
	v_pack_b32_f16 v50, v46, v49
	ds_read2_b64 v[46:49], v109 offset0:8 offset1:12
	v_pack_b32_f16 v52, v52, v56
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[22:25], v[42:43], v[50:51], v[22:25]
	v_cvt_f16_f32_e32 v42, v139
	v_cvt_f16_f32_e32 v43, v138
	v_cvt_f16_f32_e32 v57, v141
	v_mul_f32_e32 v55, v54, v54
	v_cndmask_b32_e64 v147, v54, v55, s[20:21]
	v_pack_b32_f16 v53, v42, v43
	v_cvt_f16_f32_e32 v42, v142
	v_cvt_f16_f32_e32 v43, v143
	v_mfma_f32_16x16x16f16 v[22:25], v[44:45], v[52:53], v[22:25]
	v_cvt_f16_f32_e32 v44, v140
	v_cvt_f16_f32_e32 v45, v145
	v_pack_b32_f16 v55, v42, v43
	v_cvt_f16_f32_e32 v42, v146
	v_pack_b32_f16 v54, v57, v44
	v_cvt_f16_f32_e32 v43, v147
	v_cvt_f16_f32_e32 v44, v144
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[22:25], v[46:47], v[54:55], v[22:25]
	v_pack_b32_f16 v47, v42, v43
	v_pack_b32_f16 v46, v45, v44
	ds_read2_b64 v[42:45], v131 offset0:32 offset1:36
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[42:43], v[50:51], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[44:45], v[52:53], v[2:5]
	ds_read2_b64 v[42:45], v131 offset0:40 offset1:44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[42:43], v[54:55], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[44:45], v[46:47], v[2:5]
	ds_read2_b64 v[42:45], v130 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[42:43], v[50:51], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[44:45], v[52:53], v[14:17]
	ds_read2_b64 v[42:45], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[42:43], v[54:55], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[44:45], v[46:47], v[14:17]
	ds_read2_b64 v[42:45], v129 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[42:43], v[50:51], v[18:21]
	v_mfma_f32_16x16x16f16 v[18:21], v[44:45], v[52:53], v[18:21]
	ds_read2_b64 v[42:45], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[42:43], v[54:55], v[18:21]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mfma_f32_16x16x16f16 v[22:25], v[48:49], v[46:47], v[22:25]
	v_mfma_f32_16x16x16f16 v[18:21], v[44:45], v[46:47], v[18:21]
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, v46
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_91
	global_load_dwordx4 v[42:45], v[102:103], off
.LBB0_91:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_93
	global_load_dwordx4 v[46:49], v[104:105], off
.LBB0_93:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB0_95
	v_lshlrev_b64 v[52:53], 2, v[86:87]
	v_mov_b32_e32 v50, s67
	v_add_co_u32_e64 v52, s[4:5], s66, v52
	v_addc_co_u32_e64 v53, s[4:5], v50, v53, s[4:5]
	global_load_dword v50, v[52:53], off
.LBB0_95:
	s_or_b64 exec, exec, s[20:21]
	s_and_saveexec_b64 s[20:21], s[6:7]
	s_cbranch_execz .LBB0_97
	v_mov_b32_e32 v51, s67
	v_add_co_u32_e64 v52, s[4:5], s66, v88
	v_addc_co_u32_e64 v53, s[4:5], v51, v89, s[4:5]
	global_load_dword v51, v[52:53], off
.LBB0_97:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_99
	v_mov_b32_e32 v52, s67
	v_add_co_u32_e64 v54, s[4:5], s66, v90
	v_addc_co_u32_e64 v55, s[4:5], v52, v91, s[4:5]
	global_load_dword v52, v[54:55], off
.LBB0_99:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_101
	v_mov_b32_e32 v53, s67
	v_add_co_u32_e64 v54, s[4:5], s66, v92
	v_addc_co_u32_e64 v55, s[4:5], v53, v93, s[4:5]
	global_load_dword v53, v[54:55], off
.LBB0_101:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_103
	v_mov_b32_e32 v54, s67
	v_add_co_u32_e64 v56, s[4:5], s66, v94
	v_addc_co_u32_e64 v57, s[4:5], v54, v95, s[4:5]
	global_load_dword v54, v[56:57], off
.LBB0_103:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_105
	v_mov_b32_e32 v55, s67
	v_add_co_u32_e64 v56, s[4:5], s66, v96
	v_addc_co_u32_e64 v57, s[4:5], v55, v97, s[4:5]
	global_load_dword v55, v[56:57], off
.LBB0_105:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_107
	v_mov_b32_e32 v56, s67
	v_add_co_u32_e64 v58, s[4:5], s66, v98
	v_addc_co_u32_e64 v59, s[4:5], v56, v99, s[4:5]
	global_load_dword v56, v[58:59], off
.LBB0_107:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_109
	v_mov_b32_e32 v57, s67
	v_add_co_u32_e64 v58, s[4:5], s66, v100
	v_addc_co_u32_e64 v59, s[4:5], v57, v101, s[4:5]
	global_load_dword v57, v[58:59], off
.LBB0_109:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[42:45]
	ds_write_b128 v107, v[46:49] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[66:69], v130 offset0:64 offset1:68
	ds_read2_b64 v[42:45], v109 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[70:73], v[66:67], v[156:157], 0
	ds_read2_b64 v[58:61], v131 offset0:32 offset1:36
	v_mfma_f32_16x16x16f16 v[66:69], v[68:69], v[158:159], v[70:73]
	s_nop 8
	ds_read2_b64 v[70:73], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[86:89], v[70:71], v[160:161], v[66:69]
	s_nop 6
	ds_read2_b64 v[66:69], v129 offset0:96 offset1:100
	v_mfma_f32_16x16x16f16 v[46:49], v[42:43], v[156:157], 0
	v_mfma_f32_16x16x16f16 v[62:65], v[58:59], v[156:157], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[90:93], v[66:67], v[156:157], 0
	v_mfma_f32_16x16x16f16 v[42:45], v[44:45], v[158:159], v[46:49]
	s_nop 6
	ds_read2_b64 v[46:49], v109 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[58:61], v[60:61], v[158:159], v[62:65]
	s_nop 6
	ds_read2_b64 v[62:65], v131 offset0:40 offset1:44
	v_mfma_f32_16x16x16f16 v[66:69], v[68:69], v[158:159], v[90:93]
	s_nop 6
	ds_read2_b64 v[90:93], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[42:45], v[46:47], v[160:161], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[62:63], v[160:161], v[58:61]
	s_barrier
	ds_write_b128 v110, v[50:53]
	ds_write_b128 v110, v[54:57] offset:16
	ds_write_b128 v110, v[50:53] offset:8704
	ds_write_b128 v110, v[54:57] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[94:97], v[90:91], v[160:161], v[66:69]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mfma_f32_16x16x16f16 v[66:69], v[48:49], v[162:163], v[42:45]
	v_mfma_f32_16x16x16f16 v[58:61], v[64:65], v[162:163], v[58:61]
	v_mfma_f32_16x16x16f16 v[46:49], v[72:73], v[162:163], v[86:89]
	ds_read_b128 v[70:73], v111
	ds_read_b128 v[62:65], v111 offset:64
	ds_read_b128 v[54:57], v111 offset:128
	ds_read_b128 v[50:53], v111 offset:192
	s_nop 2
	v_mov_b32_e32 v86, 0
	v_mfma_f32_16x16x16f16 v[42:45], v[92:93], v[162:163], v[94:97]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, v86
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_111
	global_load_dwordx4 v[90:93], v[82:83], off
.LBB0_111:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v88, v86
	v_mov_b32_e32 v89, v86
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_64
	global_load_dwordx4 v[86:89], v[84:85], off
	s_branch .LBB0_64
.LBB0_113:
	v_cmp_gt_i32_e32 vcc, s34, v106
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_115
	v_mul_lo_u32 v6, s30, v106
	s_add_u32 s0, s26, s28
	v_ashrrev_i32_e32 v7, 31, v6
	s_addc_u32 s1, s27, s29
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_fma_mixlo_f16 v10, s31, v30, 0
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_lshlrev_b32_e32 v30, 1, v77
	v_mul_lo_u32 v0, s38, v106
	v_add_co_u32_e32 v6, vcc, v6, v30
	v_fma_mixlo_f16 v12, s31, v38, 0
	s_add_u32 s2, s42, s36
	v_fma_mixlo_f16 v9, s31, v36, 0
	v_fma_mixlo_f16 v8, s31, v34, 0
	v_fma_mixlo_f16 v11, s31, v32, 0
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc
	v_fma_mixlo_f16 v13, s31, v40, 0
	v_fma_mixhi_f16 v12, s31, v39, 0
	v_fma_mixlo_f16 v39, s31, v28, 0
	v_fma_mixlo_f16 v38, s31, v26, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_addc_u32 s3, s43, s37
	v_fma_mixhi_f16 v13, s31, v41, 0
	v_fma_mixhi_f16 v38, s31, v27, 0
	v_fma_mixhi_f16 v39, s31, v29, 0
	v_fma_mixhi_f16 v10, s31, v31, 0
	v_fma_mixhi_f16 v11, s31, v33, 0
	v_fma_mixhi_f16 v8, s31, v35, 0
	v_fma_mixhi_f16 v9, s31, v37, 0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v4, v4
	global_store_dwordx2 v[6:7], v[12:13], off
	global_store_dwordx2 v[6:7], v[38:39], off offset:32
	global_store_dwordx2 v[6:7], v[10:11], off offset:64
	global_store_dwordx2 v[6:7], v[8:9], off offset:96
	v_cvt_f16_f32_e32 v12, v17
	v_cvt_f16_f32_e32 v13, v16
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v14, v14
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_cvt_f16_f32_e32 v8, v21
	v_cvt_f16_f32_e32 v9, v20
	v_cvt_f16_f32_e32 v10, v19
	v_cvt_f16_f32_e32 v11, v18
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_cvt_f16_f32_e32 v6, v22
	v_cvt_f16_f32_e32 v7, v23
	v_cvt_f16_f32_e32 v16, v24
	v_cvt_f16_f32_e32 v17, v25
	v_add_co_u32_e32 v0, vcc, v0, v30
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_pack_b32_f16 v2, v2, v3
	v_pack_b32_f16 v3, v4, v5
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_pack_b32_f16 v2, v14, v15
	v_pack_b32_f16 v3, v13, v12
	v_pack_b32_f16 v6, v6, v7
	v_pack_b32_f16 v7, v16, v17
	global_store_dwordx2 v[0:1], v[2:3], off offset:64
	v_pack_b32_f16 v2, v11, v10
	v_pack_b32_f16 v3, v9, v8
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:96
.LBB0_115:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dkdv
		.amdhsa_group_segment_fixed_size 17408
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 152
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 164
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 164
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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

	.set _attn_bwd_dkdv.num_vgpr, 164
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 71
	.set _attn_bwd_dkdv.num_named_barrier, 0
	.set _attn_bwd_dkdv.private_seg_size, 0
	.set _attn_bwd_dkdv.uses_vcc, 1
	.set _attn_bwd_dkdv.uses_flat_scratch, 0
	.set _attn_bwd_dkdv.has_dyn_sized_stack, 0
	.set _attn_bwd_dkdv.has_recursion, 0
	.set _attn_bwd_dkdv.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .group_segment_fixed_size: 17408
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dkdv
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     164
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
