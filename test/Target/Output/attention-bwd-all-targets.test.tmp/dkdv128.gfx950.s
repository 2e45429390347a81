	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_load_dwordx2 s[16:17], s[0:1], 0x8c
	s_load_dword s34, s[0:1], 0x94
	s_abs_i32 s8, s3
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[36:39], s[0:1], 0x58
	v_bfe_u32 v67, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s10, s17
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s11, 0, s10
	s_xor_b32 s9, s3, s17
	s_ashr_i32 s9, s9, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v69, v0, 5, 1
	v_bfe_u32 v3, v0, 6, 1
	v_lshlrev_b32_e32 v2, 2, v69
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s20, v3
	v_lshlrev_b32_e32 v3, 3, v3
	v_bfe_u32 v68, v0, 3, 1
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s12, s12, s11
	s_mul_hi_u32 s11, s8, s12
	s_mul_i32 s13, s11, s10
	s_sub_i32 s8, s8, s13
	s_add_i32 s14, s11, 1
	s_sub_i32 s13, s8, s10
	s_cmp_ge_u32 s8, s10
	s_cselect_b32 s11, s14, s11
	s_cselect_b32 s8, s13, s8
	s_add_i32 s13, s11, 1
	s_cmp_ge_u32 s8, s10
	s_cselect_b32 s8, s13, s11
	s_xor_b32 s8, s8, s9
	s_sub_i32 s19, s8, s9
	s_mul_i32 s8, s19, s17
	s_sub_i32 s18, s3, s8
	s_mul_i32 s3, s19, s36
	s_mul_i32 s8, s18, s37
	s_mul_hi_i32 s9, s19, s36
	s_mul_hi_i32 s11, s18, s37
	s_add_u32 s8, s8, s3
	s_addc_u32 s9, s11, s9
	v_lshlrev_b32_e32 v1, 1, v67
	s_lshl_b64 s[36:37], s[8:9], 1
	v_or3_b32 v1, v1, v2, v3
	v_lshrrev_b32_e32 v2, 7, v0
	s_add_u32 s8, s6, s36
	v_readfirstlane_b32 s21, v2
	v_lshlrev_b32_e32 v2, 4, v2
	s_addc_u32 s9, s7, s37
	s_lshl_b32 s44, s2, 6
	v_or3_b32 v1, v1, v2, v68
	v_lshlrev_b32_e32 v2, 3, v0
	v_or_b32_e32 v7, s44, v1
	v_and_b32_e32 v66, 56, v2
	v_mul_lo_u32 v2, s38, v7
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 1, s[8:9]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v66
	v_mov_b32_e32 v12, 0
	v_cmp_gt_i32_e32 vcc, s34, v7
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	global_load_dwordx4 v[8:11], v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
	global_load_dwordx4 v[12:15], v[4:5], off offset:128
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_add3_u32 v6, s44, v1, 32
	v_mul_lo_u32 v4, s38, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[8:9]
	v_lshlrev_b32_e32 v2, 1, v66
	v_mov_b32_e32 v20, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v6
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, v20
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_6
	global_load_dwordx4 v[16:19], v[4:5], off
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v20
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_8
	global_load_dwordx4 v[20:23], v[4:5], off offset:128
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[40:43], s[0:1], 0x68
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s19, s40
	s_mul_i32 s13, s18, s41
	s_mul_hi_i32 s9, s19, s40
	s_mul_hi_i32 s11, s18, s41
	s_add_u32 s8, s13, s8
	s_addc_u32 s9, s11, s9
	s_lshl_b64 s[40:41], s[8:9], 1
	v_mul_lo_u32 v4, s42, v7
	s_add_u32 s6, s6, s40
	s_addc_u32 s7, s7, s41
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v81, v82
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_10
	global_load_dwordx4 v[78:81], v[4:5], off
.LBB0_10:
	s_or_b64 exec, exec, s[8:9]
	s_abs_i32 s11, s16
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v83, v82
	v_mov_b32_e32 v84, v82
	v_mov_b32_e32 v85, v82
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_12
	global_load_dwordx4 v[82:85], v[4:5], off offset:128
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v4, s42, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_mov_b32_e32 v90, 0
	s_mul_hi_u32 s8, s11, s12
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, v90
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_14
	global_load_dwordx4 v[86:89], v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[6:7]
	s_ashr_i32 s9, s16, 31
	s_ashr_i32 s12, s17, 31
	v_mov_b32_e32 v91, v90
	v_mov_b32_e32 v92, v90
	v_mov_b32_e32 v93, v90
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[90:93], v[2:3], off offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[6:7]
	s_lshl_b32 s2, s20, 4
	s_lshl_b32 s3, s21, 5
	v_and_b32_e32 v70, 15, v0
	s_or_b32 s2, s2, s3
	v_or_b32_e32 v71, s2, v70
	v_lshlrev_b32_e32 v2, 4, v69
	v_mul_u32_u24_e32 v1, 0x110, v1
	v_lshl_or_b32 v73, v67, 3, v2
	v_mul_u32_u24_e32 v72, 0x110, v71
	v_lshl_add_u32 v1, v66, 1, v1
	v_lshl_add_u32 v74, v73, 1, v72
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[8:11]
	ds_write_b128 v1, v[12:15] offset:128
	ds_write_b128 v1, v[16:19] offset:8704
	ds_write_b128 v1, v[20:23] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[198:201], v74
	ds_read_b128 v[202:205], v74 offset:64
	ds_read_b128 v[206:209], v74 offset:128
	ds_read_b128 v[210:213], v74 offset:192
	s_mul_i32 s6, s8, s10
	s_sub_i32 s6, s11, s6
	s_xor_b32 s3, s9, s12
	s_add_i32 s7, s8, 1
	s_sub_i32 s9, s6, s10
	s_cmp_ge_u32 s6, s10
	s_cselect_b32 s7, s7, s8
	s_load_dword s33, s[0:1], 0x18
	s_load_dwordx8 s[24:31], s[0:1], 0x20
	s_load_dwordx2 s[46:47], s[0:1], 0x40
	s_cselect_b32 s6, s9, s6
	s_add_i32 s8, s7, 1
	s_cmp_ge_u32 s6, s10
	s_cselect_b32 s6, s8, s7
	s_xor_b32 s6, s6, s3
	v_lshlrev_b32_e32 v75, 2, v67
	v_lshlrev_b32_e32 v76, 3, v69
	s_sub_i32 s39, s6, s3
	s_movk_i32 s2, 0x110
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
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
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_or_b32_e32 v99, v75, v76
	v_or_b32_e32 v140, s44, v71
	s_cmp_lt_i32 s39, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v1, v[78:81]
	ds_write_b128 v1, v[82:85] offset:128
	ds_write_b128 v1, v[86:89] offset:8704
	ds_write_b128 v1, v[90:93] offset:8832
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_153
	s_add_i32 s3, s44, 0x7f
	s_ashr_i32 s6, s3, 31
	s_ashr_i32 s35, s34, 31
	s_lshr_b32 s6, s6, 26
	s_load_dwordx4 s[8:11], s[0:1], 0x48
	s_load_dwordx4 s[12:15], s[0:1], 0x78
	s_mul_i32 s0, s16, s19
	s_add_i32 s3, s3, s6
	s_mul_i32 s1, s0, s35
	s_mul_hi_u32 s6, s0, s34
	s_add_i32 s6, s6, s1
	s_mul_hi_i32 s1, s16, s19
	s_mul_i32 s7, s1, s34
	s_andn2_b32 s3, s3, 63
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s0, s34
	s_min_i32 s43, s3, s34
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s66, s9, 31
	s_ashr_i32 s68, s13, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_mov_b32 s67, s9
	s_add_u32 s70, s26, s6
	s_mul_hi_i32 s9, s19, s8
	s_mul_i32 s8, s19, s8
	s_addc_u32 s71, s27, s7
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s72, s4, s8
	s_addc_u32 s73, s5, s9
	s_mul_hi_i32 s5, s19, s12
	s_mul_i32 s4, s19, s12
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s74, s24, s4
	s_addc_u32 s75, s25, s5
	v_add_u32_e32 v2, 64, v74
	v_add_u32_e32 v4, 0xc0, v74
	s_add_u32 s76, s28, s6
	v_add_u32_e32 v3, 0x80, v74
	ds_read_b128 v[214:217], v2
	ds_read_b128 v[218:221], v3
	ds_read_b128 v[222:225], v74
	ds_read_b128 v[226:229], v4
	s_addc_u32 s77, s29, s7
	v_lshlrev_b32_e32 v4, 1, v69
	s_lshl_b32 s4, s20, 2
	v_or_b32_e32 v2, s4, v4
	s_lshl_b32 s5, s21, 3
	v_mov_b32_e32 v5, 0x3fb8aa3b
	v_or3_b32 v2, v2, s5, v67
	s_cmp_lt_i32 s44, s43
	v_mul_f32_e32 v141, s33, v5
	v_or_b32_e32 v3, 16, v2
	v_or_b32_e32 v5, 32, v2
	v_or_b32_e32 v6, 48, v2
	s_cselect_b64 s[50:51], -1, 0
	v_lshlrev_b32_e32 v7, 1, v73
	v_lshlrev_b32_e32 v8, 2, v66
	s_cmp_lt_i32 s3, s34
	s_mul_hi_i32 s49, s39, s18
	s_mul_i32 s48, s39, s18
	v_mad_u32_u24 v147, v70, s2, v7
	v_mad_u32_u24 v148, v2, s2, v8
	v_mad_u32_u24 v149, v3, s2, v8
	v_mad_u32_u24 v150, v5, s2, v8
	v_mad_u32_u24 v151, v6, s2, v8
	s_movk_i32 s2, 0x90
	s_cselect_b64 s[52:53], -1, 0
	s_ashr_i32 s45, s44, 31
	v_mad_u32_u24 v154, v71, s2, v7
	v_mad_u32_u24 v156, v70, s2, v7
	s_lshl_b64 s[54:55], s[44:45], 2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[2:3], s[48:49], 2
	v_lshl_or_b32 v98, v68, 6, v66
	v_mul_u32_u24_e32 v144, 0x110, v3
	v_mul_u32_u24_e32 v3, 0x90, v71
	s_add_u32 s0, s0, s2
	v_lshl_add_u32 v153, v99, 1, v3
	v_mul_u32_u24_e32 v3, 0x90, v98
	s_addc_u32 s1, s1, s3
	v_and_b32_e32 v0, 7, v0
	v_mul_u32_u24_e32 v143, 0x110, v2
	v_lshl_add_u32 v155, v2, 1, v3
	v_lshlrev_b32_e32 v0, 5, v0
	s_mul_i32 s1, s1, s34
	s_mul_i32 s2, s0, s35
	v_mov_b32_e32 v2, s34
	s_add_i32 s2, s2, s1
	v_mad_u64_u32 v[2:3], s[0:1], s0, v2, v[0:1]
	s_add_i32 s0, s44, s5
	s_add_i32 s0, s0, s4
	v_add3_u32 v159, s0, v4, v67
	v_add_u32_e32 v0, 48, v159
	s_add_i32 s0, s43, s5
	v_mul_lo_u32 v160, s14, v0
	v_mul_lo_u32 v161, s10, v0
	v_add_u32_e32 v0, 32, v159
	s_add_i32 s0, s0, s4
	v_mul_lo_u32 v162, s14, v0
	v_mul_lo_u32 v163, s10, v0
	v_add_u32_e32 v0, 16, v159
	v_add3_u32 v169, s0, v4, v67
	v_mul_lo_u32 v164, s14, v0
	v_mul_lo_u32 v165, s10, v0
	v_add_u32_e32 v0, 48, v169
	v_mul_lo_u32 v170, s14, v0
	v_mul_lo_u32 v171, s10, v0
	v_add_u32_e32 v0, 32, v169
	v_add_u32_e32 v3, s2, v3
	v_mul_lo_u32 v172, s14, v0
	v_mul_lo_u32 v173, s10, v0
	v_add_u32_e32 v0, 16, v169
	s_mov_b32 s69, s13
	v_lshlrev_b32_e32 v142, 1, v98
	v_mul_u32_u24_e32 v145, 0x110, v5
	v_mul_u32_u24_e32 v146, 0x110, v6
	v_lshl_add_u32 v152, v99, 2, v72
	v_lshl_add_u64 v[100:101], s[28:29], 0, v[2:3]
	s_lshl_b64 s[28:29], s[34:35], 2
	v_lshl_add_u64 v[102:103], s[26:27], 0, v[2:3]
	v_add_u32_e32 v157, s44, v66
	v_add3_u32 v158, s44, v76, v75
	s_lshl_b32 s45, s14, 6
	s_lshl_b32 s78, s10, 6
	v_mul_lo_u32 v166, s14, v159
	v_mul_lo_u32 v167, s10, v159
	v_add_u32_e32 v168, s43, v66
	v_mul_lo_u32 v174, s14, v0
	v_mul_lo_u32 v175, s10, v0
	v_mul_lo_u32 v176, s14, v169
	v_mul_lo_u32 v177, s10, v169
	s_mov_b32 s79, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
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
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	s_mov_b32 s80, 0xc2fc0000
	s_mov_b64 s[56:57], 0x100
	s_branch .LBB0_19
.LBB0_18:
	s_add_i32 s79, s79, 1
	v_lshl_add_u64 v[100:101], v[100:101], 0, s[28:29]
	s_cmp_lg_u32 s79, s39
	v_lshl_add_u64 v[102:103], v[102:103], 0, s[28:29]
	s_cbranch_scc0 .LBB0_153
.LBB0_19:
	s_add_u32 s2, s48, s79
	s_addc_u32 s3, s49, 0
	s_mul_i32 s0, s2, s66
	s_mul_hi_u32 s1, s2, s67
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s3, s67
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s2, s67
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s62, s72, s0
	s_addc_u32 s63, s73, s1
	s_mul_i32 s0, s2, s68
	s_mul_hi_u32 s1, s2, s69
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s3, s69
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s2, s69
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s64, s74, s0
	s_addc_u32 s65, s75, s1
	s_mul_i32 s0, s2, s35
	s_mul_hi_u32 s1, s2, s34
	s_add_i32 s0, s1, s0
	s_mul_i32 s3, s3, s34
	s_add_i32 s1, s0, s3
	s_mul_i32 s0, s2, s34
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s58, s70, s0
	s_addc_u32 s59, s71, s1
	s_add_u32 s60, s76, s0
	s_addc_u32 s61, s77, s1
	s_andn2_b64 vcc, exec, s[50:51]
	v_lshlrev_b32_e32 v0, 1, v98
	s_cbranch_vccnz .LBB0_86
	v_lshl_add_u64 v[104:105], s[62:63], 0, v[0:1]
	v_lshl_add_u64 v[106:107], s[64:65], 0, v[0:1]
	s_mov_b32 s81, 0
	s_mov_b32 s82, 0
	s_mov_b32 s83, 0
	v_mov_b64_e32 v[108:109], v[102:103]
	v_mov_b64_e32 v[110:111], v[100:101]
	s_branch .LBB0_22
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v70, v70, v78
	v_sub_f32_e32 v71, v71, v79
	v_sub_f32_e32 v72, v72, v80
	v_sub_f32_e32 v73, v73, v81
	v_sub_f32_e32 v78, v82, v90
	v_sub_f32_e32 v79, v83, v91
	v_sub_f32_e32 v80, v84, v92
	v_sub_f32_e32 v81, v85, v93
	v_sub_f32_e32 v74, v86, v74
	v_sub_f32_e32 v75, v87, v75
	v_sub_f32_e32 v76, v88, v76
	v_sub_f32_e32 v77, v89, v77
	v_sub_f32_e32 v66, v94, v66
	v_sub_f32_e32 v67, v95, v67
	v_sub_f32_e32 v68, v96, v68
	v_sub_f32_e32 v69, v97, v69
	v_mul_f32_e32 v70, v134, v70
	v_mul_f32_e32 v71, v135, v71
	v_mul_f32_e32 v72, v136, v72
	v_mul_f32_e32 v73, v137, v73
	v_mul_f32_e32 v78, v138, v78
	v_mul_f32_e32 v79, v139, v79
	v_mul_f32_e32 v80, v178, v80
	v_mul_f32_e32 v81, v179, v81
	v_mul_f32_e32 v74, v180, v74
	v_mul_f32_e32 v75, v181, v75
	v_mul_f32_e32 v76, v182, v76
	v_mul_f32_e32 v77, v183, v77
	v_mul_f32_e32 v82, v184, v66
	v_mul_f32_e32 v83, v185, v67
	v_mul_f32_e32 v84, v186, v68
	v_mul_f32_e32 v85, v187, v69
	v_cvt_pk_f16_f32 v67, v72, v73
	v_cvt_pk_f16_f32 v66, v70, v71
	v_cvt_pk_f16_f32 v69, v80, v81
	v_cvt_pk_f16_f32 v68, v78, v79
	s_barrier
	ds_write2_b64 v153, v[66:67], v[68:69] offset1:4
	v_cvt_pk_f16_f32 v67, v76, v77
	v_cvt_pk_f16_f32 v66, v74, v75
	v_cvt_pk_f16_f32 v69, v84, v85
	v_cvt_pk_f16_f32 v68, v82, v83
	ds_write2_b64 v153, v[66:67], v[68:69] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v154
	ds_read_b128 v[70:73], v154 offset:64
	s_add_i32 s83, s83, 64
	s_add_i32 s0, s44, s83
	s_add_i32 s82, s82, s45
	s_add_i32 s81, s81, s78
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[56:57]
	s_cmp_ge_i32 s0, s43
	v_lshl_add_u64 v[108:109], v[108:109], 0, s[56:57]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v155, v120
	ds_write_b16_d16_hi v155, v120 offset:144
	ds_write_b16 v155, v121 offset:288
	ds_write_b16_d16_hi v155, v121 offset:432
	ds_write_b16 v155, v122 offset:576
	ds_write_b16_d16_hi v155, v122 offset:720
	ds_write_b16 v155, v123 offset:864
	ds_write_b16_d16_hi v155, v123 offset:1008
	ds_write_b16 v155, v124 offset:32
	ds_write_b16_d16_hi v155, v124 offset:176
	ds_write_b16 v155, v125 offset:320
	ds_write_b16_d16_hi v155, v125 offset:464
	ds_write_b16 v155, v126 offset:608
	ds_write_b16_d16_hi v155, v126 offset:752
	ds_write_b16 v155, v127 offset:896
	ds_write_b16_d16_hi v155, v127 offset:1040
	ds_write_b16 v155, v128 offset:64
	ds_write_b16_d16_hi v155, v128 offset:208
	ds_write_b16 v155, v129 offset:352
	ds_write_b16_d16_hi v155, v129 offset:496
	ds_write_b16 v155, v130 offset:640
	ds_write_b16_d16_hi v155, v130 offset:784
	ds_write_b16 v155, v131 offset:928
	ds_write_b16_d16_hi v155, v131 offset:1072
	ds_write_b16 v155, v112 offset:96
	ds_write_b16_d16_hi v155, v112 offset:240
	ds_write_b16 v155, v113 offset:384
	ds_write_b16_d16_hi v155, v113 offset:528
	ds_write_b16 v155, v114 offset:672
	ds_write_b16_d16_hi v155, v114 offset:816
	ds_write_b16 v155, v115 offset:960
	ds_write_b16_d16_hi v155, v115 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[74:77], v156
	ds_read_b128 v[78:81], v156 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[34:37], v[74:77], v[66:69], v[34:37]
	ds_read_b128 v[74:77], v156 offset:2304
	ds_read_b128 v[82:85], v156 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[18:21], v[74:77], v[66:69], v[18:21]
	ds_read_b128 v[74:77], v156 offset:4608
	ds_read_b128 v[86:89], v156 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[38:41], v[74:77], v[66:69], v[38:41]
	ds_read_b128 v[74:77], v156 offset:6912
	ds_read_b128 v[90:93], v156 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[26:29], v[74:77], v[66:69], v[26:29]
	ds_read_b128 v[74:77], v156 offset:9216
	ds_read_b128 v[94:97], v156 offset:9280
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[46:49], v[74:77], v[66:69], v[46:49]
	ds_read_b128 v[74:77], v156 offset:11520
	ds_read_b128 v[112:115], v156 offset:11584
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[42:45], v[74:77], v[66:69], v[42:45]
	ds_read_b128 v[74:77], v156 offset:13824
	ds_read_b128 v[116:119], v156 offset:13888
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[50:53], v[74:77], v[66:69], v[50:53]
	ds_read_b128 v[74:77], v156 offset:16128
	ds_read_b128 v[120:123], v156 offset:16192
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[58:61], v[74:77], v[66:69], v[58:61]
	v_mfma_f32_16x16x32_f16 v[34:37], v[78:81], v[70:73], v[34:37]
	v_mfma_f32_16x16x32_f16 v[18:21], v[82:85], v[70:73], v[18:21]
	v_mfma_f32_16x16x32_f16 v[38:41], v[86:89], v[70:73], v[38:41]
	v_mfma_f32_16x16x32_f16 v[26:29], v[90:93], v[70:73], v[26:29]
	v_mfma_f32_16x16x32_f16 v[46:49], v[94:97], v[70:73], v[46:49]
	v_mfma_f32_16x16x32_f16 v[42:45], v[112:115], v[70:73], v[42:45]
	v_mfma_f32_16x16x32_f16 v[50:53], v[116:119], v[70:73], v[50:53]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[58:61], v[120:123], v[70:73], v[58:61]
	s_cbranch_scc1 .LBB0_86
.LBB0_22:
	v_add_u32_e32 v68, s81, v167
	v_add_u32_e32 v66, s83, v159
	v_ashrrev_i32_e32 v69, 31, v68
	v_mov_b32_e32 v72, 0
	v_cmp_gt_i32_e32 vcc, s34, v66
	v_lshl_add_u64 v[112:113], v[68:69], 1, v[104:105]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, v72
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_24
	global_load_dwordx4 v[68:71], v[112:113], off
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v74, s81, v165
	v_add_u32_e32 v67, 16, v66
	v_ashrrev_i32_e32 v75, 31, v74
	v_cmp_gt_i32_e64 s[0:1], s34, v67
	v_lshl_add_u64 v[114:115], v[74:75], 1, v[104:105]
	v_mov_b32_e32 v73, v72
	v_mov_b32_e32 v74, v72
	v_mov_b32_e32 v75, v72
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_26
	global_load_dwordx4 v[72:75], v[114:115], off
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v76, s81, v163
	v_add_u32_e32 v67, 32, v66
	v_ashrrev_i32_e32 v77, 31, v76
	v_mov_b32_e32 v86, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v67
	v_lshl_add_u64 v[116:117], v[76:77], 1, v[104:105]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, v86
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_28
	global_load_dwordx4 v[82:85], v[116:117], off
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v66, 48, v66
	v_cmp_gt_i32_e64 s[4:5], s34, v66
	v_add_u32_e32 v66, s81, v161
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[118:119], v[66:67], 1, v[104:105]
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v88, v86
	v_mov_b32_e32 v89, v86
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_30
	global_load_dwordx4 v[86:89], v[118:119], off
.LBB0_30:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v120, s83, v157
	v_mov_b32_e32 v79, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v120
	v_ashrrev_i32_e32 v121, 31, v120
	v_mov_b32_e32 v78, v79
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[66:67], v[120:121], 2, s[58:59]
	global_load_dword v78, v[66:67], off
.LBB0_32:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v76, 1, v120
	v_lshl_add_u64 v[66:67], v[108:109], 0, s[54:55]
	v_cmp_gt_i32_e64 s[8:9], s34, v76
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_34
	global_load_dword v79, v[66:67], off offset:4
.LBB0_34:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v76, 2, v120
	v_mov_b32_e32 v81, 0
	v_cmp_gt_i32_e64 s[10:11], s34, v76
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_36
	global_load_dword v80, v[66:67], off offset:8
.LBB0_36:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v76, 3, v120
	v_cmp_gt_i32_e64 s[12:13], s34, v76
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_38
	global_load_dword v81, v[66:67], off offset:12
.LBB0_38:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v76, 4, v120
	v_mov_b32_e32 v91, 0
	v_cmp_gt_i32_e64 s[14:15], s34, v76
	v_mov_b32_e32 v90, v91
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_40
	global_load_dword v90, v[66:67], off offset:16
.LBB0_40:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v76, 5, v120
	v_cmp_gt_i32_e64 s[16:17], s34, v76
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_42
	global_load_dword v91, v[66:67], off offset:20
.LBB0_42:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v76, 6, v120
	v_mov_b32_e32 v93, 0
	v_cmp_gt_i32_e64 s[18:19], s34, v76
	v_mov_b32_e32 v92, v93
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_44
	global_load_dword v92, v[66:67], off offset:24
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v76, 7, v120
	v_cmp_gt_i32_e64 s[20:21], s34, v76
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_46
	global_load_dword v93, v[66:67], off offset:28
.LBB0_46:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v130, v142, v143
	v_add_u32_e32 v131, v142, v144
	v_add_u32_e32 v132, v142, v145
	v_add_u32_e32 v133, v142, v146
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v130, v[68:71]
	ds_write_b128 v131, v[72:75]
	ds_write_b128 v132, v[82:85]
	ds_write_b128 v133, v[86:89]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v147
	ds_read_b128 v[70:73], v147 offset:64
	ds_read_b128 v[74:77], v147 offset:128
	ds_read_b128 v[82:85], v147 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[66:69], v[66:69], v[198:201], 0
	ds_read_b128 v[86:89], v147 offset:8832
	ds_read_b128 v[126:129], v147 offset:13056
	ds_read_b128 v[134:137], v147 offset:8896
	v_mov_b32_e32 v188, 0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[66:69], v[70:73], v[202:205], v[66:69]
	ds_read_b128 v[70:73], v147 offset:4352
	ds_read_b128 v[94:97], v147 offset:192
	v_mov_b32_e32 v192, 0
	v_mov_b32_e32 v193, 0
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_f16 v[66:69], v[74:77], v[206:209], v[66:69]
	ds_read_b128 v[74:77], v147 offset:4416
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v195, v188
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[70:73], v[70:73], v[198:201], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[70:73], v[74:77], v[202:205], v[70:73]
	ds_read_b128 v[74:77], v147 offset:8704
	ds_read_b128 v[122:125], v147 offset:4544
	v_mfma_f32_16x16x32_f16 v[70:73], v[82:85], v[206:209], v[70:73]
	ds_read_b128 v[82:85], v147 offset:8768
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[74:77], v[74:77], v[198:201], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[74:77], v[82:85], v[202:205], v[74:77]
	v_mfma_f32_16x16x32_f16 v[82:85], v[86:89], v[206:209], v[74:77]
	ds_read_b128 v[86:89], v147 offset:13120
	v_mfma_f32_16x16x32_f16 v[74:77], v[126:129], v[198:201], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[74:77], v[86:89], v[202:205], v[74:77]
	ds_read_b128 v[86:89], v147 offset:13184
	ds_read_b128 v[126:129], v147 offset:13248
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[86:89], v[86:89], v[206:209], v[74:77]
	s_barrier
	ds_write_b128 v148, v[78:81]
	ds_write_b128 v148, v[90:93] offset:16
	ds_write_b128 v149, v[78:81]
	ds_write_b128 v149, v[90:93] offset:16
	ds_write_b128 v150, v[78:81]
	ds_write_b128 v150, v[90:93] offset:16
	ds_write_b128 v151, v[78:81]
	ds_write_b128 v151, v[90:93] offset:16
	v_mfma_f32_16x16x32_f16 v[74:77], v[94:97], v[210:213], v[66:69]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[66:69], v[134:137], v[210:213], v[82:85]
	s_nop 2
	v_add_u32_e32 v82, s82, v166
	v_ashrrev_i32_e32 v83, 31, v82
	v_mfma_f32_16x16x32_f16 v[70:73], v[122:125], v[210:213], v[70:73]
	v_lshl_add_u64 v[122:123], v[82:83], 1, v[106:107]
	v_mfma_f32_16x16x32_f16 v[82:85], v[126:129], v[210:213], v[86:89]
	ds_read_b128 v[94:97], v152
	ds_read_b128 v[90:93], v152 offset:64
	s_nop 0
	ds_read_b128 v[86:89], v152 offset:128
	ds_read_b128 v[78:81], v152 offset:192
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_48
	global_load_dwordx4 v[192:195], v[122:123], off
.LBB0_48:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v124, s82, v164
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshl_add_u64 v[124:125], v[124:125], 1, v[106:107]
	v_mov_b32_e32 v189, v188
	v_mov_b32_e32 v190, v188
	v_mov_b32_e32 v191, v188
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_50
	global_load_dwordx4 v[188:191], v[124:125], off
.LBB0_50:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v126, s82, v162
	v_ashrrev_i32_e32 v127, 31, v126
	v_mov_b32_e32 v230, 0
	v_lshl_add_u64 v[126:127], v[126:127], 1, v[106:107]
	v_mov_b32_e32 v234, 0
	v_mov_b32_e32 v235, 0
	v_mov_b32_e32 v236, 0
	v_mov_b32_e32 v237, v230
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_52
	global_load_dwordx4 v[234:237], v[126:127], off
.LBB0_52:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v128, s82, v160
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshl_add_u64 v[128:129], v[128:129], 1, v[106:107]
	v_mov_b32_e32 v231, v230
	v_mov_b32_e32 v232, v230
	v_mov_b32_e32 v233, v230
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_54
	global_load_dwordx4 v[230:233], v[128:129], off
.LBB0_54:
	s_or_b64 exec, exec, s[22:23]
	v_mul_f32_e32 v74, v141, v74
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v74, v74, v94
	v_mul_f32_e32 v82, v141, v82
	v_cmp_gt_f32_e64 s[22:23], s80, v74
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v78, v82, v78
	v_mul_f32_e32 v75, v141, v75
	v_cndmask_b32_e64 v82, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v74, v74, v82
	v_exp_f32_e32 v74, v74
	v_sub_f32_e32 v75, v75, v95
	v_cmp_gt_f32_e64 s[24:25], s80, v75
	v_mul_f32_e32 v76, v141, v76
	v_sub_f32_e32 v76, v76, v96
	v_cndmask_b32_e64 v82, 1.0, 0.5, s[24:25]
	v_mul_f32_e32 v75, v75, v82
	v_mul_f32_e32 v82, v74, v74
	v_mul_f32_e32 v83, v141, v83
	v_cndmask_b32_e64 v74, v74, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v76
	v_sub_f32_e32 v79, v83, v79
	v_exp_f32_e32 v75, v75
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v76, v76, v83
	v_exp_f32_e32 v76, v76
	v_mul_f32_e32 v77, v141, v77
	v_mul_f32_e32 v70, v141, v70
	v_sub_f32_e32 v77, v77, v97
	v_mul_f32_e32 v82, v75, v75
	v_sub_f32_e32 v70, v70, v90
	v_cmp_gt_f32_e64 s[26:27], s80, v77
	v_cndmask_b32_e64 v75, v75, v82, s[24:25]
	v_mul_f32_e32 v82, v76, v76
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v76, v76, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v70
	v_mul_f32_e32 v77, v77, v83
	v_exp_f32_e32 v77, v77
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v70, v70, v83
	v_exp_f32_e32 v70, v70
	v_mul_f32_e32 v71, v141, v71
	v_mul_f32_e32 v72, v141, v72
	v_sub_f32_e32 v71, v71, v91
	v_mul_f32_e32 v82, v77, v77
	v_sub_f32_e32 v72, v72, v92
	v_cmp_gt_f32_e64 s[24:25], s80, v71
	v_cndmask_b32_e64 v77, v77, v82, s[26:27]
	v_mul_f32_e32 v82, v70, v70
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v70, v70, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v72
	v_mul_f32_e32 v71, v71, v83
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v72, v72, v83
	v_exp_f32_e32 v72, v72
	v_mul_f32_e32 v73, v141, v73
	v_mul_f32_e32 v66, v141, v66
	v_sub_f32_e32 v73, v73, v93
	v_mul_f32_e32 v82, v71, v71
	v_sub_f32_e32 v66, v66, v86
	v_cmp_gt_f32_e64 s[26:27], s80, v73
	v_cndmask_b32_e64 v71, v71, v82, s[24:25]
	v_mul_f32_e32 v82, v72, v72
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v72, v72, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v66
	v_mul_f32_e32 v73, v73, v83
	v_exp_f32_e32 v73, v73
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v66, v66, v83
	v_exp_f32_e32 v66, v66
	v_mul_f32_e32 v67, v141, v67
	v_mul_f32_e32 v68, v141, v68
	v_sub_f32_e32 v67, v67, v87
	v_mul_f32_e32 v82, v73, v73
	v_sub_f32_e32 v68, v68, v88
	v_cmp_gt_f32_e64 s[24:25], s80, v67
	v_cndmask_b32_e64 v73, v73, v82, s[26:27]
	v_mul_f32_e32 v82, v66, v66
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v66, v66, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v68
	v_mul_f32_e32 v67, v67, v83
	v_exp_f32_e32 v67, v67
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v68, v68, v83
	v_exp_f32_e32 v68, v68
	v_mul_f32_e32 v69, v141, v69
	v_sub_f32_e32 v69, v69, v89
	v_mul_f32_e32 v82, v67, v67
	v_cmp_gt_f32_e64 s[26:27], s80, v69
	v_cndmask_b32_e64 v67, v67, v82, s[24:25]
	v_mul_f32_e32 v82, v68, v68
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v68, v68, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v78
	v_mul_f32_e32 v69, v69, v83
	v_exp_f32_e32 v69, v69
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v78, v78, v83
	v_exp_f32_e32 v78, v78
	v_mul_f32_e32 v84, v141, v84
	v_mul_f32_e32 v82, v69, v69
	v_sub_f32_e32 v80, v84, v80
	v_cmp_gt_f32_e64 s[24:25], s80, v79
	v_cndmask_b32_e64 v69, v69, v82, s[26:27]
	v_mul_f32_e32 v82, v78, v78
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v78, v78, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v80
	v_mul_f32_e32 v79, v79, v83
	v_exp_f32_e32 v79, v79
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v80, v80, v83
	v_exp_f32_e32 v80, v80
	v_mul_f32_e32 v82, v79, v79
	v_add_u32_e32 v134, s83, v158
	v_cndmask_b32_e64 v79, v79, v82, s[24:25]
	v_mul_f32_e32 v82, v80, v80
	v_add_u32_e32 v135, 1, v134
	v_cndmask_b32_e64 v80, v80, v82, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v134, v140
	v_add_u32_e32 v136, 2, v134
	v_add_u32_e32 v137, 3, v134
	v_add_u32_e32 v138, 16, v134
	v_add_u32_e32 v139, 17, v134
	v_add_u32_e32 v178, 18, v134
	v_add_u32_e32 v179, 19, v134
	v_add_u32_e32 v180, 32, v134
	v_add_u32_e32 v181, 33, v134
	v_add_u32_e32 v182, 34, v134
	v_add_u32_e32 v183, 35, v134
	v_add_u32_e32 v184, 48, v134
	v_add_u32_e32 v185, 49, v134
	v_add_u32_e32 v186, 50, v134
	v_add_u32_e32 v187, 51, v134
	v_cndmask_b32_e64 v134, 0, v74, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v135, v140
	v_mul_f32_e32 v85, v141, v85
	v_sub_f32_e32 v81, v85, v81
	v_cndmask_b32_e64 v135, 0, v75, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v136, v140
	v_cmp_gt_f32_e64 s[26:27], s80, v81
	s_nop 0
	v_cndmask_b32_e64 v136, 0, v76, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v137, v140
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[26:27]
	v_mul_f32_e32 v81, v81, v83
	v_cndmask_b32_e64 v137, 0, v77, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v138, v140
	v_exp_f32_e32 v81, v81
	s_barrier
	v_cndmask_b32_e64 v138, 0, v70, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v139, v140
	v_mul_f32_e32 v82, v81, v81
	v_cndmask_b32_e64 v81, v81, v82, s[26:27]
	v_cndmask_b32_e64 v139, 0, v71, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v178, v140
	s_nop 1
	v_cndmask_b32_e64 v178, 0, v72, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v179, v140
	s_nop 1
	v_cndmask_b32_e64 v179, 0, v73, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v180, v140
	s_nop 1
	v_cndmask_b32_e64 v180, 0, v66, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v181, v140
	v_cvt_pk_f16_f32 v66, v134, v135
	s_nop 0
	v_cndmask_b32_e64 v181, 0, v67, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v182, v140
	v_cvt_pk_f16_f32 v67, v136, v137
	s_nop 0
	v_cndmask_b32_e64 v182, 0, v68, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v183, v140
	v_cvt_pk_f16_f32 v68, v138, v139
	s_nop 0
	v_cndmask_b32_e64 v183, 0, v69, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v184, v140
	v_cvt_pk_f16_f32 v69, v178, v179
	ds_write2_b64 v153, v[66:67], v[68:69] offset1:4
	v_cndmask_b32_e64 v184, 0, v78, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v185, v140
	v_cvt_pk_f16_f32 v67, v182, v183
	v_cvt_pk_f16_f32 v66, v180, v181
	v_cndmask_b32_e64 v185, 0, v79, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v186, v140
	v_cvt_pk_f16_f32 v68, v184, v185
	s_nop 0
	v_cndmask_b32_e64 v186, 0, v80, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v187, v140
	s_nop 1
	v_cndmask_b32_e64 v187, 0, v81, s[22:23]
	v_cvt_pk_f16_f32 v69, v186, v187
	ds_write2_b64 v153, v[66:67], v[68:69] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v154
	ds_read_b128 v[74:77], v154 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v155, v192
	ds_write_b16_d16_hi v155, v192 offset:144
	ds_write_b16 v155, v193 offset:288
	ds_write_b16_d16_hi v155, v193 offset:432
	ds_write_b16 v155, v194 offset:576
	ds_write_b16_d16_hi v155, v194 offset:720
	ds_write_b16 v155, v195 offset:864
	ds_write_b16_d16_hi v155, v195 offset:1008
	ds_write_b16 v155, v188 offset:32
	ds_write_b16_d16_hi v155, v188 offset:176
	ds_write_b16 v155, v189 offset:320
	ds_write_b16_d16_hi v155, v189 offset:464
	ds_write_b16 v155, v190 offset:608
	ds_write_b16_d16_hi v155, v190 offset:752
	ds_write_b16 v155, v191 offset:896
	ds_write_b16_d16_hi v155, v191 offset:1040
	ds_write_b16 v155, v234 offset:64
	ds_write_b16_d16_hi v155, v234 offset:208
	ds_write_b16 v155, v235 offset:352
	ds_write_b16_d16_hi v155, v235 offset:496
	ds_write_b16 v155, v236 offset:640
	ds_write_b16_d16_hi v155, v236 offset:784
	ds_write_b16 v155, v237 offset:928
	ds_write_b16_d16_hi v155, v237 offset:1072
	ds_write_b16 v155, v230 offset:96
	ds_write_b16_d16_hi v155, v230 offset:240
	ds_write_b16 v155, v231 offset:384
	ds_write_b16_d16_hi v155, v231 offset:528
	ds_write_b16 v155, v232 offset:672
	ds_write_b16_d16_hi v155, v232 offset:816
	ds_write_b16 v155, v233 offset:960
	ds_write_b16_d16_hi v155, v233 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[70:73], v156
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[70:73], v[66:69], v[2:5]
	ds_read_b128 v[70:73], v156 offset:2304
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[6:9], v[70:73], v[66:69], v[6:9]
	ds_read_b128 v[70:73], v156 offset:4608
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[10:13], v[70:73], v[66:69], v[10:13]
	ds_read_b128 v[70:73], v156 offset:6912
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[14:17], v[70:73], v[66:69], v[14:17]
	ds_read_b128 v[70:73], v156 offset:9216
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[22:25], v[70:73], v[66:69], v[22:25]
	ds_read_b128 v[70:73], v156 offset:11520
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[30:33], v[70:73], v[66:69], v[30:33]
	ds_read_b128 v[70:73], v156 offset:13824
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[54:57], v[70:73], v[66:69], v[54:57]
	ds_read_b128 v[70:73], v156 offset:16128
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[62:65], v[70:73], v[66:69], v[62:65]
	ds_read_b128 v[66:69], v156 offset:64
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[66:69], v[74:77], v[2:5]
	ds_read_b128 v[66:69], v156 offset:2368
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[6:9], v[66:69], v[74:77], v[6:9]
	ds_read_b128 v[66:69], v156 offset:4672
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[10:13], v[66:69], v[74:77], v[10:13]
	ds_read_b128 v[66:69], v156 offset:6976
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[14:17], v[66:69], v[74:77], v[14:17]
	ds_read_b128 v[66:69], v156 offset:9280
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[22:25], v[66:69], v[74:77], v[22:25]
	ds_read_b128 v[66:69], v156 offset:11584
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[30:33], v[66:69], v[74:77], v[30:33]
	ds_read_b128 v[66:69], v156 offset:13888
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[54:57], v[66:69], v[74:77], v[54:57]
	ds_read_b128 v[66:69], v156 offset:16192
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[62:65], v[66:69], v[74:77], v[62:65]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, v76
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_56
	global_load_dwordx4 v[72:75], v[122:123], off
.LBB0_56:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v77, v76
	v_mov_b32_e32 v78, v76
	v_mov_b32_e32 v79, v76
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_58
	global_load_dwordx4 v[76:79], v[124:125], off
.LBB0_58:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_60
	global_load_dwordx4 v[84:87], v[126:127], off
.LBB0_60:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v89, v88
	v_mov_b32_e32 v90, v88
	v_mov_b32_e32 v91, v88
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_62
	global_load_dwordx4 v[88:91], v[128:129], off
.LBB0_62:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, v69
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_64
	v_lshl_add_u64 v[66:67], v[120:121], 2, s[60:61]
	global_load_dword v68, v[66:67], off
.LBB0_64:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[66:67], v[110:111], 0, s[54:55]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_66
	global_load_dword v69, v[66:67], off offset:4
.LBB0_66:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, v71
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_68
	global_load_dword v70, v[66:67], off offset:8
.LBB0_68:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_70
	global_load_dword v71, v[66:67], off offset:12
.LBB0_70:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_72
	global_load_dword v80, v[66:67], off offset:16
.LBB0_72:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_74
	global_load_dword v81, v[66:67], off offset:20
.LBB0_74:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_76
	global_load_dword v82, v[66:67], off offset:24
.LBB0_76:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]
	s_cbranch_execz .LBB0_78
	global_load_dword v83, v[66:67], off offset:28
.LBB0_78:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v130, v[72:75]
	ds_write_b128 v131, v[76:79]
	ds_write_b128 v132, v[84:87]
	ds_write_b128 v133, v[88:91]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[72:75], v147
	ds_read_b128 v[76:79], v147 offset:64
	ds_read_b128 v[84:87], v147 offset:128
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[72:75], v[72:75], v[222:225], 0
	ds_read_b128 v[88:91], v147 offset:4480
	ds_read_b128 v[92:95], v147 offset:8704
	ds_read_b128 v[128:131], v147 offset:4544
	ds_read_b128 v[188:191], v147 offset:8896
	ds_read_b128 v[192:195], v147 offset:13056
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_f16 v[72:75], v[76:79], v[214:217], v[72:75]
	ds_read_b128 v[76:79], v147 offset:4352
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_f16 v[72:75], v[84:87], v[218:221], v[72:75]
	ds_read_b128 v[84:87], v147 offset:4416
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[76:79], v[76:79], v[222:225], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[76:79], v[84:87], v[214:217], v[76:79]
	v_mfma_f32_16x16x32_f16 v[84:87], v[88:91], v[218:221], v[76:79]
	ds_read_b128 v[88:91], v147 offset:8768
	ds_read_b128 v[120:123], v147 offset:192
	ds_read_b128 v[124:127], v147 offset:8832
	v_mfma_f32_16x16x32_f16 v[76:79], v[92:95], v[222:225], 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[76:79], v[88:91], v[214:217], v[76:79]
	ds_read_b128 v[88:91], v147 offset:13120
	ds_read_b128 v[230:233], v147 offset:13184
	ds_read_b128 v[234:237], v147 offset:13248
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[94:97], v[124:127], v[218:221], v[76:79]
	s_barrier
	ds_write_b128 v148, v[68:71]
	ds_write_b128 v148, v[80:83] offset:16
	ds_write_b128 v149, v[68:71]
	v_mfma_f32_16x16x32_f16 v[76:79], v[192:195], v[222:225], 0
	ds_write_b128 v149, v[80:83] offset:16
	ds_write_b128 v150, v[68:71]
	ds_write_b128 v150, v[80:83] offset:16
	ds_write_b128 v151, v[68:71]
	ds_write_b128 v151, v[80:83] offset:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[76:79], v[88:91], v[214:217], v[76:79]
	s_barrier
	v_mfma_f32_16x16x32_f16 v[124:127], v[230:233], v[218:221], v[76:79]
	v_mfma_f32_16x16x32_f16 v[70:73], v[120:123], v[226:229], v[72:75]
	ds_read_b128 v[90:93], v152 offset:64
	s_nop 3
	ds_read_b128 v[74:77], v152 offset:128
	ds_read_b128 v[66:69], v152 offset:192
	ds_read_b128 v[78:81], v152
	v_mov_b32_e32 v120, 0
	v_mfma_f32_16x16x32_f16 v[82:85], v[128:131], v[226:229], v[84:87]
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	v_mfma_f32_16x16x32_f16 v[86:89], v[188:191], v[226:229], v[94:97]
	v_mfma_f32_16x16x32_f16 v[94:97], v[234:237], v[226:229], v[124:127]
	s_nop 2
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v123, v124
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_80
	global_load_dwordx4 v[120:123], v[112:113], off
.LBB0_80:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v125, v124
	v_mov_b32_e32 v126, v124
	v_mov_b32_e32 v127, v124
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_82
	global_load_dwordx4 v[124:127], v[114:115], off
.LBB0_82:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, v112
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_84
	global_load_dwordx4 v[128:131], v[116:117], off
.LBB0_84:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v113, v112
	v_mov_b32_e32 v114, v112
	v_mov_b32_e32 v115, v112
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_21
	global_load_dwordx4 v[112:115], v[118:119], off
	s_branch .LBB0_21
.LBB0_86:
	s_andn2_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_18
	v_lshl_add_u64 v[104:105], s[62:63], 0, v[0:1]
	v_lshl_add_u64 v[106:107], s[64:65], 0, v[0:1]
	s_mov_b32 s62, 0
	s_mov_b32 s63, 0
	s_mov_b32 s64, 0
	s_branch .LBB0_89
.LBB0_88:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v70, v70, v78
	v_sub_f32_e32 v71, v71, v79
	v_sub_f32_e32 v72, v72, v80
	v_sub_f32_e32 v73, v73, v81
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v78, v82, v90
	v_sub_f32_e32 v79, v83, v91
	v_sub_f32_e32 v80, v84, v92
	v_sub_f32_e32 v81, v85, v93
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v74, v86, v74
	v_sub_f32_e32 v75, v87, v75
	v_sub_f32_e32 v76, v88, v76
	v_sub_f32_e32 v77, v89, v77
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v94, v66
	v_sub_f32_e32 v67, v95, v67
	v_sub_f32_e32 v68, v96, v68
	v_sub_f32_e32 v69, v97, v69
	v_mul_f32_e32 v0, v0, v70
	v_mul_f32_e32 v70, v182, v71
	v_mul_f32_e32 v71, v183, v72
	v_mul_f32_e32 v72, v184, v73
	v_mul_f32_e32 v73, v185, v78
	v_mul_f32_e32 v78, v186, v79
	v_mul_f32_e32 v79, v187, v80
	v_mul_f32_e32 v80, v188, v81
	v_mul_f32_e32 v74, v189, v74
	v_mul_f32_e32 v75, v190, v75
	v_mul_f32_e32 v76, v191, v76
	v_mul_f32_e32 v77, v192, v77
	v_mul_f32_e32 v81, v193, v66
	v_mul_f32_e32 v82, v194, v67
	v_mul_f32_e32 v83, v195, v68
	v_mul_f32_e32 v84, v196, v69
	v_cvt_pk_f16_f32 v67, v71, v72
	v_cvt_pk_f16_f32 v66, v0, v70
	v_cvt_pk_f16_f32 v69, v79, v80
	v_cvt_pk_f16_f32 v68, v73, v78
	s_barrier
	ds_write2_b64 v153, v[66:67], v[68:69] offset1:4
	v_cvt_pk_f16_f32 v67, v76, v77
	v_cvt_pk_f16_f32 v66, v74, v75
	v_cvt_pk_f16_f32 v69, v83, v84
	v_cvt_pk_f16_f32 v68, v81, v82
	ds_write2_b64 v153, v[66:67], v[68:69] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v154
	ds_read_b128 v[70:73], v154 offset:64
	s_add_i32 s64, s64, 64
	s_add_i32 s63, s63, s45
	s_add_i32 s62, s62, s78
	s_add_i32 s0, s43, s64
	s_cmp_lt_i32 s0, s34
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v155, v116
	ds_write_b16_d16_hi v155, v116 offset:144
	ds_write_b16 v155, v117 offset:288
	ds_write_b16_d16_hi v155, v117 offset:432
	ds_write_b16 v155, v118 offset:576
	ds_write_b16_d16_hi v155, v118 offset:720
	ds_write_b16 v155, v119 offset:864
	ds_write_b16_d16_hi v155, v119 offset:1008
	ds_write_b16 v155, v120 offset:32
	ds_write_b16_d16_hi v155, v120 offset:176
	ds_write_b16 v155, v121 offset:320
	ds_write_b16_d16_hi v155, v121 offset:464
	ds_write_b16 v155, v122 offset:608
	ds_write_b16_d16_hi v155, v122 offset:752
	ds_write_b16 v155, v123 offset:896
	ds_write_b16_d16_hi v155, v123 offset:1040
	ds_write_b16 v155, v124 offset:64
	ds_write_b16_d16_hi v155, v124 offset:208
	ds_write_b16 v155, v125 offset:352
	ds_write_b16_d16_hi v155, v125 offset:496
	ds_write_b16 v155, v126 offset:640
	ds_write_b16_d16_hi v155, v126 offset:784
	ds_write_b16 v155, v127 offset:928
	ds_write_b16_d16_hi v155, v127 offset:1072
	ds_write_b16 v155, v108 offset:96
	ds_write_b16_d16_hi v155, v108 offset:240
	ds_write_b16 v155, v109 offset:384
	ds_write_b16_d16_hi v155, v109 offset:528
	ds_write_b16 v155, v110 offset:672
	ds_write_b16_d16_hi v155, v110 offset:816
	ds_write_b16 v155, v111 offset:960
	ds_write_b16_d16_hi v155, v111 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[74:77], v156
	ds_read_b128 v[78:81], v156 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[34:37], v[74:77], v[66:69], v[34:37]
	ds_read_b128 v[74:77], v156 offset:2304
	ds_read_b128 v[82:85], v156 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[18:21], v[74:77], v[66:69], v[18:21]
	ds_read_b128 v[74:77], v156 offset:4608
	ds_read_b128 v[86:89], v156 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[38:41], v[74:77], v[66:69], v[38:41]
	ds_read_b128 v[74:77], v156 offset:6912
	ds_read_b128 v[90:93], v156 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[26:29], v[74:77], v[66:69], v[26:29]
	ds_read_b128 v[74:77], v156 offset:9216
	ds_read_b128 v[94:97], v156 offset:9280
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[46:49], v[74:77], v[66:69], v[46:49]
	ds_read_b128 v[74:77], v156 offset:11520
	ds_read_b128 v[108:111], v156 offset:11584
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[42:45], v[74:77], v[66:69], v[42:45]
	ds_read_b128 v[74:77], v156 offset:13824
	ds_read_b128 v[112:115], v156 offset:13888
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[50:53], v[74:77], v[66:69], v[50:53]
	ds_read_b128 v[74:77], v156 offset:16128
	ds_read_b128 v[116:119], v156 offset:16192
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[58:61], v[74:77], v[66:69], v[58:61]
	v_mfma_f32_16x16x32_f16 v[34:37], v[78:81], v[70:73], v[34:37]
	v_mfma_f32_16x16x32_f16 v[18:21], v[82:85], v[70:73], v[18:21]
	v_mfma_f32_16x16x32_f16 v[38:41], v[86:89], v[70:73], v[38:41]
	v_mfma_f32_16x16x32_f16 v[26:29], v[90:93], v[70:73], v[26:29]
	v_mfma_f32_16x16x32_f16 v[46:49], v[94:97], v[70:73], v[46:49]
	v_mfma_f32_16x16x32_f16 v[42:45], v[108:111], v[70:73], v[42:45]
	v_mfma_f32_16x16x32_f16 v[50:53], v[112:115], v[70:73], v[50:53]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[58:61], v[116:119], v[70:73], v[58:61]
	s_cbranch_scc0 .LBB0_18
.LBB0_89:
	v_add_u32_e32 v66, s62, v177
	v_add_u32_e32 v0, s64, v169
	v_ashrrev_i32_e32 v67, 31, v66
	v_mov_b32_e32 v70, 0
	v_cmp_gt_i32_e32 vcc, s34, v0
	v_lshl_add_u64 v[108:109], v[66:67], 1, v[104:105]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, v70
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_91
	global_load_dwordx4 v[66:69], v[108:109], off
.LBB0_91:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v72, s62, v175
	v_add_u32_e32 v71, 16, v0
	v_ashrrev_i32_e32 v73, 31, v72
	v_cmp_gt_i32_e64 s[0:1], s34, v71
	v_lshl_add_u64 v[110:111], v[72:73], 1, v[104:105]
	v_mov_b32_e32 v71, v70
	v_mov_b32_e32 v72, v70
	v_mov_b32_e32 v73, v70
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_93
	global_load_dwordx4 v[70:73], v[110:111], off
.LBB0_93:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v74, 32, v0
	v_cmp_gt_i32_e64 s[2:3], s34, v74
	v_add_u32_e32 v74, s62, v173
	v_ashrrev_i32_e32 v75, 31, v74
	v_mov_b32_e32 v82, 0
	v_lshl_add_u64 v[112:113], v[74:75], 1, v[104:105]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, v82
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_95
	global_load_dwordx4 v[74:77], v[112:113], off
.LBB0_95:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v78, s62, v171
	v_add_u32_e32 v0, 48, v0
	v_ashrrev_i32_e32 v79, 31, v78
	v_cmp_gt_i32_e64 s[4:5], s34, v0
	v_lshl_add_u64 v[114:115], v[78:79], 1, v[104:105]
	v_mov_b32_e32 v83, v82
	v_mov_b32_e32 v84, v82
	v_mov_b32_e32 v85, v82
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_97
	global_load_dwordx4 v[82:85], v[114:115], off
.LBB0_97:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v116, s64, v168
	v_mov_b32_e32 v79, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v116
	v_ashrrev_i32_e32 v117, 31, v116
	v_mov_b32_e32 v78, v79
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_99
	v_lshl_add_u64 v[80:81], v[116:117], 2, s[58:59]
	global_load_dword v78, v[80:81], off
.LBB0_99:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v118, 1, v116
	v_ashrrev_i32_e32 v119, 31, v118
	v_cmp_gt_i32_e64 s[8:9], s34, v118
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_101
	v_lshl_add_u64 v[80:81], v[118:119], 2, s[58:59]
	global_load_dword v79, v[80:81], off
.LBB0_101:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v120, 2, v116
	v_mov_b32_e32 v81, 0
	v_ashrrev_i32_e32 v121, 31, v120
	v_cmp_gt_i32_e64 s[10:11], s34, v120
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_103
	v_lshl_add_u64 v[86:87], v[120:121], 2, s[58:59]
	global_load_dword v80, v[86:87], off
.LBB0_103:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v122, 3, v116
	v_ashrrev_i32_e32 v123, 31, v122
	v_cmp_gt_i32_e64 s[12:13], s34, v122
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_105
	v_lshl_add_u64 v[86:87], v[122:123], 2, s[58:59]
	global_load_dword v81, v[86:87], off
.LBB0_105:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v124, 4, v116
	v_mov_b32_e32 v87, 0
	v_ashrrev_i32_e32 v125, 31, v124
	v_cmp_gt_i32_e64 s[14:15], s34, v124
	v_mov_b32_e32 v86, v87
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_107
	v_lshl_add_u64 v[88:89], v[124:125], 2, s[58:59]
	global_load_dword v86, v[88:89], off
.LBB0_107:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v126, 5, v116
	v_ashrrev_i32_e32 v127, 31, v126
	v_cmp_gt_i32_e64 s[16:17], s34, v126
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_109
	v_lshl_add_u64 v[88:89], v[126:127], 2, s[58:59]
	global_load_dword v87, v[88:89], off
.LBB0_109:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v128, 6, v116
	v_mov_b32_e32 v89, 0
	v_ashrrev_i32_e32 v129, 31, v128
	v_cmp_gt_i32_e64 s[18:19], s34, v128
	v_mov_b32_e32 v88, v89
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_111
	v_lshl_add_u64 v[90:91], v[128:129], 2, s[58:59]
	global_load_dword v88, v[90:91], off
.LBB0_111:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v130, 7, v116
	v_ashrrev_i32_e32 v131, 31, v130
	v_cmp_gt_i32_e64 s[20:21], s34, v130
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_113
	v_lshl_add_u64 v[90:91], v[130:131], 2, s[58:59]
	global_load_dword v89, v[90:91], off
.LBB0_113:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v178, v142, v143
	v_add_u32_e32 v179, v142, v144
	v_add_u32_e32 v180, v142, v145
	v_add_u32_e32 v181, v142, v146
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v178, v[66:69]
	ds_write_b128 v179, v[70:73]
	ds_write_b128 v180, v[74:77]
	ds_write_b128 v181, v[82:85]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v147
	ds_read_b128 v[70:73], v147 offset:64
	ds_read_b128 v[74:77], v147 offset:128
	ds_read_b128 v[82:85], v147 offset:4480
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[66:69], v[66:69], v[198:201], 0
	ds_read_b128 v[90:93], v147 offset:8832
	ds_read_b128 v[136:139], v147 offset:13056
	ds_read_b128 v[182:185], v147 offset:8896
	v_mov_b32_e32 v230, 0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[66:69], v[70:73], v[202:205], v[66:69]
	ds_read_b128 v[70:73], v147 offset:4352
	ds_read_b128 v[94:97], v147 offset:192
	v_mov_b32_e32 v234, 0
	v_mov_b32_e32 v235, 0
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_f16 v[66:69], v[74:77], v[206:209], v[66:69]
	ds_read_b128 v[74:77], v147 offset:4416
	v_mov_b32_e32 v236, 0
	v_mov_b32_e32 v237, v230
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[70:73], v[70:73], v[198:201], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[70:73], v[74:77], v[202:205], v[70:73]
	ds_read_b128 v[74:77], v147 offset:8704
	ds_read_b128 v[132:135], v147 offset:4544
	v_mfma_f32_16x16x32_f16 v[70:73], v[82:85], v[206:209], v[70:73]
	ds_read_b128 v[82:85], v147 offset:8768
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[74:77], v[74:77], v[198:201], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[74:77], v[82:85], v[202:205], v[74:77]
	v_mfma_f32_16x16x32_f16 v[82:85], v[90:93], v[206:209], v[74:77]
	ds_read_b128 v[90:93], v147 offset:13120
	v_mfma_f32_16x16x32_f16 v[74:77], v[136:139], v[198:201], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[74:77], v[90:93], v[202:205], v[74:77]
	ds_read_b128 v[90:93], v147 offset:13184
	ds_read_b128 v[136:139], v147 offset:13248
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[90:93], v[90:93], v[206:209], v[74:77]
	s_barrier
	ds_write_b128 v148, v[78:81]
	ds_write_b128 v148, v[86:89] offset:16
	ds_write_b128 v149, v[78:81]
	ds_write_b128 v149, v[86:89] offset:16
	ds_write_b128 v150, v[78:81]
	ds_write_b128 v150, v[86:89] offset:16
	ds_write_b128 v151, v[78:81]
	ds_write_b128 v151, v[86:89] offset:16
	v_mfma_f32_16x16x32_f16 v[74:77], v[94:97], v[210:213], v[66:69]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[66:69], v[182:185], v[210:213], v[82:85]
	s_nop 2
	v_add_u32_e32 v82, s63, v176
	v_ashrrev_i32_e32 v83, 31, v82
	v_mfma_f32_16x16x32_f16 v[70:73], v[132:135], v[210:213], v[70:73]
	v_lshl_add_u64 v[132:133], v[82:83], 1, v[106:107]
	v_mfma_f32_16x16x32_f16 v[82:85], v[136:139], v[210:213], v[90:93]
	ds_read_b128 v[94:97], v152
	s_nop 1
	ds_read_b128 v[90:93], v152 offset:64
	ds_read_b128 v[86:89], v152 offset:128
	ds_read_b128 v[78:81], v152 offset:192
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_115
	global_load_dwordx4 v[234:237], v[132:133], off
.LBB0_115:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v134, s63, v174
	v_ashrrev_i32_e32 v135, 31, v134
	v_lshl_add_u64 v[134:135], v[134:135], 1, v[106:107]
	v_mov_b32_e32 v231, v230
	v_mov_b32_e32 v232, v230
	v_mov_b32_e32 v233, v230
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_117
	global_load_dwordx4 v[230:233], v[134:135], off
.LBB0_117:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v136, s63, v172
	v_ashrrev_i32_e32 v137, 31, v136
	v_mov_b32_e32 v238, 0
	v_lshl_add_u64 v[136:137], v[136:137], 1, v[106:107]
	v_mov_b32_e32 v242, 0
	v_mov_b32_e32 v243, 0
	v_mov_b32_e32 v244, 0
	v_mov_b32_e32 v245, v238
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_119
	global_load_dwordx4 v[242:245], v[136:137], off
.LBB0_119:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v138, s63, v170
	v_ashrrev_i32_e32 v139, 31, v138
	v_lshl_add_u64 v[138:139], v[138:139], 1, v[106:107]
	v_mov_b32_e32 v239, v238
	v_mov_b32_e32 v240, v238
	v_mov_b32_e32 v241, v238
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_121
	global_load_dwordx4 v[238:241], v[138:139], off
.LBB0_121:
	s_or_b64 exec, exec, s[22:23]
	v_mul_f32_e32 v0, v141, v74
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v0, v0, v94
	v_mul_f32_e32 v74, v141, v75
	v_mul_f32_e32 v75, v141, v76
	v_mul_f32_e32 v76, v141, v77
	v_mul_f32_e32 v77, v141, v82
	v_mul_f32_e32 v82, v141, v83
	v_mul_f32_e32 v83, v141, v84
	v_cmp_gt_f32_e64 s[22:23], s80, v0
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v77, v77, v78
	v_sub_f32_e32 v78, v82, v79
	v_sub_f32_e32 v79, v83, v80
	v_cndmask_b32_e64 v80, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v0, v0, v80
	v_exp_f32_e32 v0, v0
	v_sub_f32_e32 v74, v74, v95
	v_cmp_gt_f32_e64 s[24:25], s80, v74
	v_mul_f32_e32 v84, v141, v85
	v_sub_f32_e32 v75, v75, v96
	v_cndmask_b32_e64 v80, 1.0, 0.5, s[24:25]
	v_mul_f32_e32 v74, v74, v80
	v_sub_f32_e32 v80, v84, v81
	v_mul_f32_e32 v81, v0, v0
	v_cndmask_b32_e64 v0, v0, v81, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v75
	v_exp_f32_e32 v74, v74
	v_mul_f32_e32 v70, v141, v70
	v_cndmask_b32_e64 v82, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v75, v75, v82
	v_exp_f32_e32 v75, v75
	v_sub_f32_e32 v76, v76, v97
	v_mul_f32_e32 v81, v74, v74
	v_sub_f32_e32 v70, v70, v90
	v_cmp_gt_f32_e64 s[26:27], s80, v76
	v_cndmask_b32_e64 v182, v74, v81, s[24:25]
	v_mul_f32_e32 v74, v75, v75
	v_cndmask_b32_e64 v82, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v183, v75, v74, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v70
	v_mul_f32_e32 v76, v76, v82
	v_exp_f32_e32 v76, v76
	v_cndmask_b32_e64 v75, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v70, v70, v75
	v_exp_f32_e32 v70, v70
	v_mul_f32_e32 v71, v141, v71
	v_mul_f32_e32 v72, v141, v72
	v_sub_f32_e32 v71, v71, v91
	v_mul_f32_e32 v74, v76, v76
	v_sub_f32_e32 v72, v72, v92
	v_cmp_gt_f32_e64 s[24:25], s80, v71
	v_cndmask_b32_e64 v184, v76, v74, s[26:27]
	v_mul_f32_e32 v74, v70, v70
	v_cndmask_b32_e64 v75, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v185, v70, v74, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v72
	v_mul_f32_e32 v71, v71, v75
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v74, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v72, v72, v74
	v_exp_f32_e32 v72, v72
	v_mul_f32_e32 v73, v141, v73
	v_mul_f32_e32 v66, v141, v66
	v_sub_f32_e32 v73, v73, v93
	v_mul_f32_e32 v70, v71, v71
	v_sub_f32_e32 v66, v66, v86
	v_cmp_gt_f32_e64 s[26:27], s80, v73
	v_cndmask_b32_e64 v186, v71, v70, s[24:25]
	v_mul_f32_e32 v70, v72, v72
	v_cndmask_b32_e64 v74, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v187, v72, v70, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v66
	v_mul_f32_e32 v73, v73, v74
	v_exp_f32_e32 v73, v73
	v_cndmask_b32_e64 v71, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v66, v66, v71
	v_exp_f32_e32 v66, v66
	v_mul_f32_e32 v67, v141, v67
	v_mul_f32_e32 v68, v141, v68
	v_sub_f32_e32 v67, v67, v87
	v_mul_f32_e32 v70, v73, v73
	v_sub_f32_e32 v68, v68, v88
	v_cmp_gt_f32_e64 s[24:25], s80, v67
	v_cndmask_b32_e64 v188, v73, v70, s[26:27]
	v_mul_f32_e32 v70, v66, v66
	v_cndmask_b32_e64 v71, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v189, v66, v70, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v68
	v_mul_f32_e32 v67, v67, v71
	v_exp_f32_e32 v67, v67
	v_cndmask_b32_e64 v70, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v68, v68, v70
	v_exp_f32_e32 v68, v68
	v_mul_f32_e32 v69, v141, v69
	v_sub_f32_e32 v69, v69, v89
	v_mul_f32_e32 v66, v67, v67
	v_cmp_gt_f32_e64 s[26:27], s80, v69
	v_cndmask_b32_e64 v190, v67, v66, s[24:25]
	v_mul_f32_e32 v66, v68, v68
	v_cndmask_b32_e64 v70, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v191, v68, v66, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v77
	v_mul_f32_e32 v69, v69, v70
	v_exp_f32_e32 v69, v69
	v_cndmask_b32_e64 v67, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v67, v77, v67
	v_exp_f32_e32 v67, v67
	v_mul_f32_e32 v66, v69, v69
	v_cmp_gt_f32_e64 s[24:25], s80, v78
	v_cndmask_b32_e64 v192, v69, v66, s[26:27]
	v_mul_f32_e32 v66, v67, v67
	v_cndmask_b32_e64 v68, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v193, v67, v66, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v79
	v_mul_f32_e32 v68, v78, v68
	v_cmp_gt_f32_e64 s[26:27], s80, v80
	v_cndmask_b32_e64 v67, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v68, v68
	v_mul_f32_e32 v67, v79, v67
	v_cndmask_b32_e64 v69, 1.0, 0.5, s[26:27]
	v_exp_f32_e32 v67, v67
	v_mul_f32_e32 v69, v80, v69
	v_exp_f32_e32 v69, v69
	v_mul_f32_e32 v66, v68, v68
	v_cndmask_b32_e64 v194, v68, v66, s[24:25]
	v_mul_f32_e32 v66, v67, v67
	v_cndmask_b32_e64 v195, v67, v66, s[22:23]
	v_mul_f32_e32 v66, v69, v69
	v_cndmask_b32_e64 v196, v69, v66, s[26:27]
	v_cvt_pk_f16_f32 v67, v183, v184
	v_cvt_pk_f16_f32 v66, v0, v182
	v_cvt_pk_f16_f32 v69, v187, v188
	v_cvt_pk_f16_f32 v68, v185, v186
	s_barrier
	ds_write2_b64 v153, v[66:67], v[68:69] offset1:4
	v_cvt_pk_f16_f32 v67, v191, v192
	v_cvt_pk_f16_f32 v66, v189, v190
	v_cvt_pk_f16_f32 v69, v195, v196
	v_cvt_pk_f16_f32 v68, v193, v194
	ds_write2_b64 v153, v[66:67], v[68:69] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v154
	ds_read_b128 v[72:75], v154 offset:64
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v155, v234
	ds_write_b16_d16_hi v155, v234 offset:144
	ds_write_b16 v155, v235 offset:288
	ds_write_b16_d16_hi v155, v235 offset:432
	ds_write_b16 v155, v236 offset:576
	ds_write_b16_d16_hi v155, v236 offset:720
	ds_write_b16 v155, v237 offset:864
	ds_write_b16_d16_hi v155, v237 offset:1008
	ds_write_b16 v155, v230 offset:32
	ds_write_b16_d16_hi v155, v230 offset:176
	ds_write_b16 v155, v231 offset:320
	ds_write_b16_d16_hi v155, v231 offset:464
	ds_write_b16 v155, v232 offset:608
	ds_write_b16_d16_hi v155, v232 offset:752
	ds_write_b16 v155, v233 offset:896
	ds_write_b16_d16_hi v155, v233 offset:1040
	ds_write_b16 v155, v242 offset:64
	ds_write_b16_d16_hi v155, v242 offset:208
	ds_write_b16 v155, v243 offset:352
	ds_write_b16_d16_hi v155, v243 offset:496
	ds_write_b16 v155, v244 offset:640
	ds_write_b16_d16_hi v155, v244 offset:784
	ds_write_b16 v155, v245 offset:928
	ds_write_b16_d16_hi v155, v245 offset:1072
	ds_write_b16 v155, v238 offset:96
	ds_write_b16_d16_hi v155, v238 offset:240
	ds_write_b16 v155, v239 offset:384
	ds_write_b16_d16_hi v155, v239 offset:528
	ds_write_b16 v155, v240 offset:672
	ds_write_b16_d16_hi v155, v240 offset:816
	ds_write_b16 v155, v241 offset:960
	ds_write_b16_d16_hi v155, v241 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[76:79], v156
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[76:79], v[66:69], v[2:5]
	ds_read_b128 v[76:79], v156 offset:2304
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[6:9], v[76:79], v[66:69], v[6:9]
	ds_read_b128 v[76:79], v156 offset:4608
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[10:13], v[76:79], v[66:69], v[10:13]
	ds_read_b128 v[76:79], v156 offset:6912
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[14:17], v[76:79], v[66:69], v[14:17]
	ds_read_b128 v[76:79], v156 offset:9216
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[22:25], v[76:79], v[66:69], v[22:25]
	ds_read_b128 v[76:79], v156 offset:11520
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[30:33], v[76:79], v[66:69], v[30:33]
	ds_read_b128 v[76:79], v156 offset:13824
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[54:57], v[76:79], v[66:69], v[54:57]
	ds_read_b128 v[76:79], v156 offset:16128
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[62:65], v[76:79], v[66:69], v[62:65]
	ds_read_b128 v[66:69], v156 offset:64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[66:69], v[72:75], v[2:5]
	ds_read_b128 v[66:69], v156 offset:2368
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[6:9], v[66:69], v[72:75], v[6:9]
	ds_read_b128 v[66:69], v156 offset:4672
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[10:13], v[66:69], v[72:75], v[10:13]
	ds_read_b128 v[66:69], v156 offset:6976
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[14:17], v[66:69], v[72:75], v[14:17]
	ds_read_b128 v[66:69], v156 offset:9280
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[22:25], v[66:69], v[72:75], v[22:25]
	ds_read_b128 v[66:69], v156 offset:11584
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[30:33], v[66:69], v[72:75], v[30:33]
	ds_read_b128 v[66:69], v156 offset:13888
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[54:57], v[66:69], v[72:75], v[54:57]
	ds_read_b128 v[66:69], v156 offset:16192
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[62:65], v[66:69], v[72:75], v[62:65]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, v74
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_123
	global_load_dwordx4 v[70:73], v[132:133], off
.LBB0_123:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v75, v74
	v_mov_b32_e32 v76, v74
	v_mov_b32_e32 v77, v74
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_125
	global_load_dwordx4 v[74:77], v[134:135], off
.LBB0_125:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, v86
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_127
	global_load_dwordx4 v[82:85], v[136:137], off
.LBB0_127:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v88, v86
	v_mov_b32_e32 v89, v86
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_129
	global_load_dwordx4 v[86:89], v[138:139], off
.LBB0_129:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, v67
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_131
	v_lshl_add_u64 v[68:69], v[116:117], 2, s[60:61]
	global_load_dword v66, v[68:69], off
.LBB0_131:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_133
	v_lshl_add_u64 v[68:69], v[118:119], 2, s[60:61]
	global_load_dword v67, v[68:69], off
.LBB0_133:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, v69
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_135
	v_lshl_add_u64 v[78:79], v[120:121], 2, s[60:61]
	global_load_dword v68, v[78:79], off
.LBB0_135:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_137
	v_lshl_add_u64 v[78:79], v[122:123], 2, s[60:61]
	global_load_dword v69, v[78:79], off
.LBB0_137:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, v79
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_139
	v_lshl_add_u64 v[80:81], v[124:125], 2, s[60:61]
	global_load_dword v78, v[80:81], off
.LBB0_139:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_141
	v_lshl_add_u64 v[80:81], v[126:127], 2, s[60:61]
	global_load_dword v79, v[80:81], off
.LBB0_141:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, v81
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_143
	v_lshl_add_u64 v[90:91], v[128:129], 2, s[60:61]
	global_load_dword v80, v[90:91], off
.LBB0_143:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]
	s_cbranch_execz .LBB0_145
	v_lshl_add_u64 v[90:91], v[130:131], 2, s[60:61]
	global_load_dword v81, v[90:91], off
.LBB0_145:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v178, v[70:73]
	ds_write_b128 v179, v[74:77]
	ds_write_b128 v180, v[82:85]
	ds_write_b128 v181, v[86:89]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[70:73], v147
	ds_read_b128 v[74:77], v147 offset:64
	ds_read_b128 v[82:85], v147 offset:128
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[70:73], v[70:73], v[222:225], 0
	ds_read_b128 v[86:89], v147 offset:4480
	ds_read_b128 v[116:119], v147 offset:4544
	ds_read_b128 v[120:123], v147 offset:8896
	ds_read_b128 v[124:127], v147 offset:13056
	ds_read_b128 v[128:131], v147 offset:13120
	ds_read_b128 v[132:135], v147 offset:13184
	ds_read_b128 v[136:139], v147 offset:13248
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_16x16x32_f16 v[70:73], v[74:77], v[214:217], v[70:73]
	ds_read_b128 v[74:77], v147 offset:4352
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_16x16x32_f16 v[70:73], v[82:85], v[218:221], v[70:73]
	ds_read_b128 v[82:85], v147 offset:4416
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[74:77], v[74:77], v[222:225], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[74:77], v[82:85], v[214:217], v[74:77]
	ds_read_b128 v[82:85], v147 offset:8704
	v_mfma_f32_16x16x32_f16 v[74:77], v[86:89], v[218:221], v[74:77]
	ds_read_b128 v[86:89], v147 offset:8768
	ds_read_b128 v[90:93], v147 offset:192
	ds_read_b128 v[94:97], v147 offset:8832
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[82:85], v[82:85], v[222:225], 0
	s_barrier
	ds_write_b128 v148, v[66:69]
	ds_write_b128 v148, v[78:81] offset:16
	ds_write_b128 v149, v[66:69]
	v_mfma_f32_16x16x32_f16 v[82:85], v[86:89], v[214:217], v[82:85]
	ds_write_b128 v149, v[78:81] offset:16
	ds_write_b128 v150, v[66:69]
	ds_write_b128 v150, v[78:81] offset:16
	ds_write_b128 v151, v[66:69]
	ds_write_b128 v151, v[78:81] offset:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[86:89], v[94:97], v[218:221], v[82:85]
	s_barrier
	ds_read_b128 v[78:81], v152
	v_mfma_f32_16x16x32_f16 v[82:85], v[124:127], v[222:225], 0
	v_mfma_f32_16x16x32_f16 v[82:85], v[128:131], v[214:217], v[82:85]
	v_mfma_f32_16x16x32_f16 v[94:97], v[132:135], v[218:221], v[82:85]
	v_mfma_f32_16x16x32_f16 v[70:73], v[90:93], v[226:229], v[70:73]
	v_mfma_f32_16x16x32_f16 v[82:85], v[116:119], v[226:229], v[74:77]
	ds_read_b128 v[90:93], v152 offset:64
	s_nop 1
	ds_read_b128 v[74:77], v152 offset:128
	ds_read_b128 v[66:69], v152 offset:192
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, 0
	v_mfma_f32_16x16x32_f16 v[86:89], v[120:123], v[226:229], v[86:89]
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v119, v120
	v_mfma_f32_16x16x32_f16 v[94:97], v[136:139], v[226:229], v[94:97]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_147
	global_load_dwordx4 v[116:119], v[108:109], off
.LBB0_147:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v121, v120
	v_mov_b32_e32 v122, v120
	v_mov_b32_e32 v123, v120
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_149
	global_load_dwordx4 v[120:123], v[110:111], off
.LBB0_149:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v127, v108
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_151
	global_load_dwordx4 v[124:127], v[112:113], off
.LBB0_151:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v109, v108
	v_mov_b32_e32 v110, v108
	v_mov_b32_e32 v111, v108
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_88
	global_load_dwordx4 v[108:111], v[114:115], off
	s_branch .LBB0_88
.LBB0_153:
	v_cmp_gt_i32_e32 vcc, s34, v140
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_155
	s_add_u32 s0, s30, s36
	v_mul_lo_u32 v66, s38, v140
	s_addc_u32 s1, s31, s37
	v_ashrrev_i32_e32 v67, 31, v66
	v_mul_f32_e32 v1, s33, v61
	v_mul_f32_e32 v61, s33, v29
	v_mul_f32_e32 v68, s33, v28
	v_mul_f32_e32 v69, s33, v27
	v_mul_f32_e32 v70, s33, v26
	v_lshl_add_u64 v[26:27], v[66:67], 1, s[0:1]
	v_lshlrev_b32_e32 v28, 1, v99
	v_mov_b32_e32 v29, 0
	v_mul_f32_e32 v21, s33, v21
	v_mul_f32_e32 v20, s33, v20
	v_mul_f32_e32 v19, s33, v19
	v_mul_f32_e32 v18, s33, v18
	v_mul_f32_e32 v41, s33, v41
	v_mul_f32_e32 v40, s33, v40
	v_mul_f32_e32 v39, s33, v39
	v_mul_f32_e32 v38, s33, v38
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[28:29]
	v_cvt_pk_f16_f32 v18, v18, v19
	v_cvt_pk_f16_f32 v19, v20, v21
	global_store_dwordx2 v[26:27], v[18:19], off offset:32
	v_cvt_pk_f16_f32 v18, v38, v39
	v_cvt_pk_f16_f32 v19, v40, v41
	v_mul_f32_e32 v49, s33, v49
	v_mul_f32_e32 v48, s33, v48
	v_mul_f32_e32 v47, s33, v47
	v_mul_f32_e32 v46, s33, v46
	global_store_dwordx2 v[26:27], v[18:19], off offset:64
	v_cvt_pk_f16_f32 v18, v70, v69
	v_cvt_pk_f16_f32 v19, v68, v61
	v_mul_f32_e32 v45, s33, v45
	v_mul_f32_e32 v44, s33, v44
	v_mul_f32_e32 v43, s33, v43
	v_mul_f32_e32 v42, s33, v42
	global_store_dwordx2 v[26:27], v[18:19], off offset:96
	v_cvt_pk_f16_f32 v18, v46, v47
	v_cvt_pk_f16_f32 v19, v48, v49
	v_mul_f32_e32 v53, s33, v53
	v_mul_f32_e32 v52, s33, v52
	v_mul_f32_e32 v51, s33, v51
	v_mul_f32_e32 v50, s33, v50
	global_store_dwordx2 v[26:27], v[18:19], off offset:128
	v_cvt_pk_f16_f32 v18, v42, v43
	v_cvt_pk_f16_f32 v19, v44, v45
	v_mul_lo_u32 v0, s42, v140
	s_add_u32 s2, s46, s40
	v_mul_f32_e32 v60, s33, v60
	global_store_dwordx2 v[26:27], v[18:19], off offset:160
	v_cvt_pk_f16_f32 v18, v50, v51
	v_cvt_pk_f16_f32 v19, v52, v53
	s_addc_u32 s3, s47, s41
	global_store_dwordx2 v[26:27], v[18:19], off offset:192
	v_cvt_pk_f16_f32 v19, v60, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_f32_e32 v59, s33, v59
	v_mul_f32_e32 v58, s33, v58
	v_mul_f32_e32 v34, s33, v34
	v_mul_f32_e32 v35, s33, v35
	v_mul_f32_e32 v36, s33, v36
	v_mul_f32_e32 v37, s33, v37
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[2:3]
	v_cvt_pk_f16_f32 v34, v34, v35
	v_cvt_pk_f16_f32 v35, v36, v37
	v_cvt_pk_f16_f32 v18, v58, v59
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[28:29]
	v_cvt_pk_f16_f32 v2, v2, v3
	v_cvt_pk_f16_f32 v3, v4, v5
	global_store_dwordx2 v[26:27], v[34:35], off
	global_store_dwordx2 v[26:27], v[18:19], off offset:224
	global_store_dwordx2 v[0:1], v[2:3], off
	v_cvt_pk_f16_f32 v2, v6, v7
	v_cvt_pk_f16_f32 v3, v8, v9
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_cvt_pk_f16_f32 v2, v10, v11
	v_cvt_pk_f16_f32 v3, v12, v13
	global_store_dwordx2 v[0:1], v[2:3], off offset:64
	v_cvt_pk_f16_f32 v2, v14, v15
	v_cvt_pk_f16_f32 v3, v16, v17
	global_store_dwordx2 v[0:1], v[2:3], off offset:96
	v_cvt_pk_f16_f32 v2, v22, v23
	v_cvt_pk_f16_f32 v3, v24, v25
	global_store_dwordx2 v[0:1], v[2:3], off offset:128
	v_cvt_pk_f16_f32 v2, v30, v31
	v_cvt_pk_f16_f32 v3, v32, v33
	global_store_dwordx2 v[0:1], v[2:3], off offset:160
	v_cvt_pk_f16_f32 v2, v54, v55
	v_cvt_pk_f16_f32 v3, v56, v57
	global_store_dwordx2 v[0:1], v[2:3], off offset:192
	v_cvt_pk_f16_f32 v2, v62, v63
	v_cvt_pk_f16_f32 v3, v64, v65
	global_store_dwordx2 v[0:1], v[2:3], off offset:224
.LBB0_155:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dkdv
		.amdhsa_group_segment_fixed_size 18432
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 152
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 246
		.amdhsa_next_free_sgpr 84
		.amdhsa_accum_offset 248
		.amdhsa_reserve_vcc 1
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

	.set _attn_bwd_dkdv.num_vgpr, 246
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 84
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
    .group_segment_fixed_size: 18432
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dkdv
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     246
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
