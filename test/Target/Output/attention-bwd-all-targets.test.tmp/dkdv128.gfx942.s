	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	v_bfe_u32 v83, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s10, s17
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s11, 0, s10
	s_xor_b32 s9, s3, s17
	s_ashr_i32 s9, s9, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v85, v0, 5, 1
	v_bfe_u32 v3, v0, 6, 1
	v_lshlrev_b32_e32 v2, 2, v85
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s20, v3
	v_lshlrev_b32_e32 v3, 3, v3
	v_bfe_u32 v84, v0, 3, 1
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s11, s12, s11
	s_mul_hi_u32 s12, s8, s11
	s_mul_i32 s13, s12, s10
	s_sub_i32 s8, s8, s13
	s_add_i32 s14, s12, 1
	s_sub_i32 s13, s8, s10
	s_cmp_ge_u32 s8, s10
	s_cselect_b32 s12, s14, s12
	s_cselect_b32 s8, s13, s8
	s_add_i32 s13, s12, 1
	s_cmp_ge_u32 s8, s10
	s_cselect_b32 s8, s13, s12
	s_xor_b32 s8, s8, s9
	s_sub_i32 s19, s8, s9
	s_mul_i32 s8, s19, s17
	s_sub_i32 s18, s3, s8
	s_mul_i32 s3, s19, s36
	s_mul_i32 s8, s18, s37
	s_mul_hi_i32 s9, s19, s36
	s_mul_hi_i32 s12, s18, s37
	s_add_u32 s8, s8, s3
	s_addc_u32 s9, s12, s9
	v_lshlrev_b32_e32 v1, 1, v83
	s_lshl_b64 s[36:37], s[8:9], 1
	v_or3_b32 v1, v1, v2, v3
	v_lshrrev_b32_e32 v2, 7, v0
	s_add_u32 s8, s6, s36
	v_readfirstlane_b32 s21, v2
	v_lshlrev_b32_e32 v2, 4, v2
	s_addc_u32 s9, s7, s37
	s_lshl_b32 s44, s2, 6
	v_or3_b32 v1, v1, v2, v84
	v_lshlrev_b32_e32 v2, 3, v0
	v_or_b32_e32 v7, s44, v1
	v_and_b32_e32 v82, 56, v2
	v_mul_lo_u32 v2, s38, v7
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 1, s[8:9]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v82
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
	v_lshlrev_b32_e32 v2, 1, v82
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
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s19, s40
	s_mul_i32 s13, s18, s41
	s_mul_hi_i32 s9, s19, s40
	s_mul_hi_i32 s12, s18, s41
	s_add_u32 s8, s13, s8
	s_addc_u32 s9, s12, s9
	s_lshl_b64 s[40:41], s[8:9], 1
	v_mul_lo_u32 v4, s42, v7
	s_add_u32 s6, s6, s40
	s_addc_u32 s7, s7, s41
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v93, v94
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_10
	global_load_dwordx4 v[90:93], v[4:5], off
.LBB0_10:
	s_or_b64 exec, exec, s[8:9]
	s_abs_i32 s12, s16
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v95, v94
	v_mov_b32_e32 v96, v94
	v_mov_b32_e32 v97, v94
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_12
	global_load_dwordx4 v[94:97], v[4:5], off offset:128
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v4, s42, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_mov_b32_e32 v102, 0
	s_mul_hi_u32 s8, s12, s11
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_14
	global_load_dwordx4 v[98:101], v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[6:7]
	s_ashr_i32 s9, s16, 31
	s_ashr_i32 s11, s17, 31
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[102:105], v[2:3], off offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[6:7]
	s_lshl_b32 s2, s20, 4
	s_lshl_b32 s3, s21, 5
	v_and_b32_e32 v86, 15, v0
	s_or_b32 s2, s2, s3
	v_or_b32_e32 v89, s2, v86
	v_lshlrev_b32_e32 v87, 2, v83
	v_lshlrev_b32_e32 v88, 3, v85
	v_mul_u32_u24_e32 v1, 0x110, v1
	v_or_b32_e32 v106, v87, v88
	v_lshl_add_u32 v107, v82, 1, v1
	v_mul_u32_u24_e32 v1, 0x110, v89
	v_lshl_add_u32 v117, v106, 1, v1
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[8:11]
	ds_write_b128 v107, v[12:15] offset:128
	ds_write_b128 v107, v[16:19] offset:8704
	ds_write_b128 v107, v[20:23] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[34:37], v117 offset1:4
	ds_read2_b64 v[38:41], v117 offset0:8 offset1:12
	ds_read2_b64 v[42:45], v117 offset0:16 offset1:20
	ds_read2_b64 v[46:49], v117 offset0:24 offset1:28
	s_mul_i32 s6, s8, s10
	s_sub_i32 s6, s12, s6
	s_xor_b32 s3, s9, s11
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
	s_sub_i32 s39, s6, s3
	s_movk_i32 s2, 0x110
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_or_b32_e32 v115, s44, v89
	s_cmp_lt_i32 s39, 1
	v_lshlrev_b32_e32 v114, 1, v106
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v107, v[90:93]
	ds_write_b128 v107, v[94:97] offset:128
	ds_write_b128 v107, v[98:101] offset:8704
	ds_write_b128 v107, v[102:105] offset:8832
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
	v_add_u32_e32 v2, 32, v117
	v_add_u32_e32 v4, 0x60, v117
	s_add_u32 s76, s28, s6
	v_add_u32_e32 v3, 64, v117
	v_add_u32_e32 v5, 0x80, v117
	v_add_u32_e32 v6, 0xa0, v117
	v_add_u32_e32 v7, 0xc0, v117
	v_add_u32_e32 v8, 0xe0, v117
	ds_read_b64 v[234:235], v2
	ds_read_b64 v[236:237], v3
	ds_read_b64 v[238:239], v4
	ds_read_b64 v[240:241], v5
	ds_read_b64 v[242:243], v117
	ds_read_b64 v[244:245], v6
	ds_read_b64 v[246:247], v7
	ds_read_b64 v[248:249], v8
	s_addc_u32 s77, s29, s7
	v_lshlrev_b32_e32 v4, 1, v85
	s_lshl_b32 s4, s20, 2
	v_or_b32_e32 v2, s4, v4
	s_lshl_b32 s5, s21, 3
	v_or3_b32 v2, v2, s5, v83
	s_cmp_lt_i32 s44, s43
	v_or_b32_e32 v3, 16, v2
	v_or_b32_e32 v5, 32, v2
	v_or_b32_e32 v6, 48, v2
	s_cselect_b64 s[50:51], -1, 0
	v_lshlrev_b32_e32 v7, 2, v82
	s_cmp_lt_i32 s3, s34
	s_mul_hi_i32 s49, s39, s18
	s_mul_i32 s48, s39, s18
	v_mad_u32_u24 v164, v86, s2, v114
	v_mad_u32_u24 v168, v2, s2, v7
	v_mad_u32_u24 v169, v3, s2, v7
	v_mad_u32_u24 v170, v5, s2, v7
	v_mad_u32_u24 v171, v6, s2, v7
	s_movk_i32 s2, 0x90
	s_cselect_b64 s[52:53], -1, 0
	s_ashr_i32 s45, s44, 31
	v_mad_u32_u24 v173, v86, s2, v114
	s_lshl_b64 s[54:55], s[44:45], 2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[2:3], s[48:49], 2
	v_lshl_or_b32 v116, v84, 6, v82
	s_add_u32 s0, s0, s2
	v_mul_u32_u24_e32 v161, 0x110, v3
	v_mul_u32_u24_e32 v3, 0x90, v116
	s_addc_u32 s1, s1, s3
	v_and_b32_e32 v0, 7, v0
	v_mul_u32_u24_e32 v160, 0x110, v2
	v_lshl_add_u32 v172, v2, 1, v3
	v_lshlrev_b32_e32 v0, 5, v0
	s_mul_i32 s1, s1, s34
	s_mul_i32 s2, s0, s35
	v_mov_b32_e32 v2, s34
	s_add_i32 s2, s2, s1
	v_mad_u64_u32 v[2:3], s[0:1], s0, v2, v[0:1]
	s_add_i32 s0, s44, s5
	s_add_i32 s0, s0, s4
	v_add3_u32 v179, s0, v4, v83
	v_add_u32_e32 v0, 48, v179
	s_add_i32 s0, s43, s5
	v_mul_lo_u32 v180, s14, v0
	v_mul_lo_u32 v181, s10, v0
	v_add_u32_e32 v0, 32, v179
	s_add_i32 s0, s0, s4
	v_mul_lo_u32 v182, s14, v0
	v_mul_lo_u32 v183, s10, v0
	v_add_u32_e32 v0, 16, v179
	v_add3_u32 v189, s0, v4, v83
	v_mul_lo_u32 v184, s14, v0
	v_mul_lo_u32 v185, s10, v0
	v_add_u32_e32 v0, 48, v189
	v_mul_lo_u32 v190, s14, v0
	v_mul_lo_u32 v191, s10, v0
	v_add_u32_e32 v0, 32, v189
	v_mov_b32_e32 v9, 0x3fb8aa3b
	v_add_u32_e32 v3, s2, v3
	v_mul_lo_u32 v192, s14, v0
	v_mul_lo_u32 v193, s10, v0
	v_add_u32_e32 v0, 16, v189
	v_mul_f32_e32 v158, s33, v9
	s_mov_b32 s69, s13
	v_lshlrev_b32_e32 v159, 1, v116
	v_mul_u32_u24_e32 v162, 0x110, v5
	v_mul_u32_u24_e32 v163, 0x110, v6
	v_add_u32_e32 v165, 0x1100, v164
	v_add_u32_e32 v166, 0x2200, v164
	v_add_u32_e32 v167, 0x3300, v164
	v_add_u32_e32 v174, 0x900, v173
	v_add_u32_e32 v175, 0x1200, v173
	v_add_u32_e32 v176, 0x1b00, v173
	v_lshl_add_u64 v[118:119], s[28:29], 0, v[2:3]
	s_lshl_b64 s[28:29], s[34:35], 2
	v_lshl_add_u64 v[120:121], s[26:27], 0, v[2:3]
	v_add_u32_e32 v177, s44, v82
	v_add3_u32 v178, s44, v88, v87
	s_lshl_b32 s45, s14, 6
	s_lshl_b32 s78, s10, 6
	v_mul_lo_u32 v186, s14, v179
	v_mul_lo_u32 v187, s10, v179
	v_add_u32_e32 v188, s43, v82
	v_mul_lo_u32 v194, s14, v0
	v_mul_lo_u32 v195, s10, v0
	v_mul_lo_u32 v196, s14, v189
	v_mul_lo_u32 v197, s10, v189
	s_mov_b32 s79, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	s_mov_b32 s80, 0xc2fc0000
	s_mov_b64 s[56:57], 0x100
	s_branch .LBB0_19
.LBB0_18:
	s_add_i32 s79, s79, 1
	v_lshl_add_u64 v[118:119], v[118:119], 0, s[28:29]
	s_cmp_lg_u32 s79, s39
	v_lshl_add_u64 v[120:121], v[120:121], 0, s[28:29]
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
	v_lshlrev_b32_e32 v0, 1, v116
	s_cbranch_vccnz .LBB0_86
	v_lshl_add_u64 v[122:123], s[62:63], 0, v[0:1]
	v_lshl_add_u64 v[124:125], s[64:65], 0, v[0:1]
	s_mov_b32 s81, 0
	s_mov_b32 s82, 0
	s_mov_b32 s83, 0
	v_mov_b64_e32 v[126:127], v[120:121]
	v_mov_b64_e32 v[128:129], v[118:119]
	s_branch .LBB0_22
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v94, v94, v102
	v_sub_f32_e32 v95, v95, v103
	v_sub_f32_e32 v97, v97, v105
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v86, v106, v86
	v_sub_f32_e32 v102, v107, v87
	v_sub_f32_e32 v103, v108, v88
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v105, v110, v82
	v_sub_f32_e32 v106, v111, v83
	v_sub_f32_e32 v107, v112, v84
	v_sub_f32_e32 v108, v113, v85
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v172, v142
	ds_write_b16_d16_hi v172, v142 offset:144
	ds_write_b16 v172, v143 offset:288
	ds_write_b16_d16_hi v172, v143 offset:432
	ds_write_b16 v172, v144 offset:576
	ds_write_b16_d16_hi v172, v144 offset:720
	ds_write_b16 v172, v145 offset:864
	ds_write_b16_d16_hi v172, v145 offset:1008
	ds_write_b16 v172, v138 offset:32
	ds_write_b16_d16_hi v172, v138 offset:176
	ds_write_b16 v172, v139 offset:320
	ds_write_b16_d16_hi v172, v139 offset:464
	ds_write_b16 v172, v140 offset:608
	ds_write_b16_d16_hi v172, v140 offset:752
	ds_write_b16 v172, v141 offset:896
	ds_write_b16_d16_hi v172, v141 offset:1040
	ds_write_b16 v172, v146 offset:64
	ds_write_b16_d16_hi v172, v146 offset:208
	ds_write_b16 v172, v147 offset:352
	ds_write_b16_d16_hi v172, v147 offset:496
	ds_write_b16 v172, v148 offset:640
	ds_write_b16_d16_hi v172, v148 offset:784
	ds_write_b16 v172, v149 offset:928
	ds_write_b16_d16_hi v172, v149 offset:1072
	ds_write_b16 v172, v130 offset:96
	ds_write_b16_d16_hi v172, v130 offset:240
	ds_write_b16 v172, v131 offset:384
	ds_write_b16_d16_hi v172, v131 offset:528
	ds_write_b16 v172, v132 offset:672
	ds_write_b16_d16_hi v172, v132 offset:816
	ds_write_b16 v172, v133 offset:960
	ds_write_b16_d16_hi v172, v133 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v173 offset1:4
	v_sub_f32_e32 v96, v96, v104
	v_sub_f32_e32 v98, v98, v90
	v_sub_f32_e32 v99, v99, v91
	v_fma_mixlo_f16 v90, v204, v94, 0
	v_fma_mixlo_f16 v91, v205, v96, 0
	v_fma_mixhi_f16 v91, v157, v97, 0
	v_fma_mixhi_f16 v90, v153, v95, 0
	v_sub_f32_e32 v100, v100, v92
	v_sub_f32_e32 v101, v101, v93
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[78:81], v[82:83], v[90:91], v[78:81]
	v_fma_mixlo_f16 v92, v206, v98, 0
	v_fma_mixlo_f16 v93, v207, v100, 0
	v_fma_mixhi_f16 v93, v198, v101, 0
	v_fma_mixhi_f16 v92, v154, v99, 0
	v_sub_f32_e32 v104, v109, v89
	v_fma_mixlo_f16 v94, v208, v86, 0
	v_mfma_f32_16x16x16_f16 v[78:81], v[84:85], v[92:93], v[78:81]
	ds_read2_b64 v[82:85], v174 offset1:4
	v_fma_mixlo_f16 v95, v203, v103, 0
	v_fma_mixhi_f16 v95, v199, v104, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[82:83], v[90:91], v[50:53]
	v_fma_mixhi_f16 v94, v155, v102, 0
	v_fma_mixlo_f16 v96, v202, v105, 0
	v_fma_mixlo_f16 v97, v200, v107, 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[84:85], v[92:93], v[50:53]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	v_fma_mixhi_f16 v97, v201, v108, 0
	v_fma_mixhi_f16 v96, v156, v106, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[82:83], v[94:95], v[50:53]
	ds_read2_b64 v[86:89], v173 offset0:8 offset1:12
	s_add_i32 s83, s83, 64
	s_add_i32 s0, s44, s83
	v_mfma_f32_16x16x16_f16 v[50:53], v[84:85], v[96:97], v[50:53]
	ds_read2_b64 v[82:85], v175 offset1:4
	s_add_i32 s82, s82, s45
	s_add_i32 s81, s81, s78
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[54:57], v[82:83], v[90:91], v[54:57]
	v_lshl_add_u64 v[128:129], v[128:129], 0, s[56:57]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[56:57]
	s_cmp_ge_i32 s0, s43
	v_mfma_f32_16x16x16_f16 v[54:57], v[84:85], v[92:93], v[54:57]
	ds_read2_b64 v[82:85], v175 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[54:57], v[82:83], v[94:95], v[54:57]
	v_mfma_f32_16x16x16_f16 v[54:57], v[84:85], v[96:97], v[54:57]
	ds_read2_b64 v[82:85], v176 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[58:61], v[82:83], v[90:91], v[58:61]
	v_mfma_f32_16x16x16_f16 v[58:61], v[84:85], v[92:93], v[58:61]
	ds_read2_b64 v[82:85], v176 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[58:61], v[82:83], v[94:95], v[58:61]
	v_mfma_f32_16x16x16_f16 v[58:61], v[84:85], v[96:97], v[58:61]
	ds_read2_b64 v[82:85], v209 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[62:65], v[82:83], v[90:91], v[62:65]
	v_mfma_f32_16x16x16_f16 v[62:65], v[84:85], v[92:93], v[62:65]
	ds_read2_b64 v[82:85], v209 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[62:65], v[82:83], v[94:95], v[62:65]
	v_mfma_f32_16x16x16_f16 v[62:65], v[84:85], v[96:97], v[62:65]
	ds_read2_b64 v[82:85], v210 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[66:69], v[82:83], v[90:91], v[66:69]
	v_mfma_f32_16x16x16_f16 v[66:69], v[84:85], v[92:93], v[66:69]
	ds_read2_b64 v[82:85], v210 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[66:69], v[82:83], v[94:95], v[66:69]
	v_mfma_f32_16x16x16_f16 v[66:69], v[84:85], v[96:97], v[66:69]
	ds_read2_b64 v[82:85], v211 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[82:83], v[90:91], v[70:73]
	v_mfma_f32_16x16x16_f16 v[70:73], v[84:85], v[92:93], v[70:73]
	ds_read2_b64 v[82:85], v211 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[82:83], v[94:95], v[70:73]
	v_mfma_f32_16x16x16_f16 v[70:73], v[84:85], v[96:97], v[70:73]
	ds_read2_b64 v[82:85], v212 offset0:224 offset1:228
	v_mfma_f32_16x16x16_f16 v[78:81], v[86:87], v[94:95], v[78:81]
	v_mfma_f32_16x16x16_f16 v[78:81], v[88:89], v[96:97], v[78:81]
	ds_read2_b64 v[86:89], v212 offset0:232 offset1:236
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[74:77], v[82:83], v[90:91], v[74:77]
	v_mfma_f32_16x16x16_f16 v[74:77], v[84:85], v[92:93], v[74:77]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[74:77], v[86:87], v[94:95], v[74:77]
	v_mfma_f32_16x16x16_f16 v[74:77], v[88:89], v[96:97], v[74:77]
	s_cbranch_scc1 .LBB0_86
.LBB0_22:
	v_add_u32_e32 v84, s81, v187
	v_add_u32_e32 v82, s83, v179
	v_ashrrev_i32_e32 v85, 31, v84
	v_mov_b32_e32 v92, 0
	v_cmp_gt_i32_e32 vcc, s34, v82
	v_lshl_add_u64 v[130:131], v[84:85], 1, v[122:123]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, v92
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_24
	global_load_dwordx4 v[88:91], v[130:131], off
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v84, s81, v185
	v_add_u32_e32 v83, 16, v82
	v_ashrrev_i32_e32 v85, 31, v84
	v_cmp_gt_i32_e64 s[0:1], s34, v83
	v_lshl_add_u64 v[132:133], v[84:85], 1, v[122:123]
	v_mov_b32_e32 v93, v92
	v_mov_b32_e32 v94, v92
	v_mov_b32_e32 v95, v92
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_26
	global_load_dwordx4 v[92:95], v[132:133], off
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v84, s81, v183
	v_add_u32_e32 v83, 32, v82
	v_ashrrev_i32_e32 v85, 31, v84
	v_mov_b32_e32 v104, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v83
	v_lshl_add_u64 v[134:135], v[84:85], 1, v[122:123]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, v104
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_28
	global_load_dwordx4 v[100:103], v[134:135], off
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v82, 48, v82
	v_cmp_gt_i32_e64 s[4:5], s34, v82
	v_add_u32_e32 v82, s81, v181
	v_ashrrev_i32_e32 v83, 31, v82
	v_lshl_add_u64 v[136:137], v[82:83], 1, v[122:123]
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v106, v104
	v_mov_b32_e32 v107, v104
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_30
	global_load_dwordx4 v[104:107], v[136:137], off
.LBB0_30:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v138, s83, v177
	v_mov_b32_e32 v85, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v138
	v_ashrrev_i32_e32 v139, 31, v138
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[82:83], v[138:139], 2, s[58:59]
	global_load_dword v84, v[82:83], off
.LBB0_32:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v86, 1, v138
	v_lshl_add_u64 v[82:83], v[126:127], 0, s[54:55]
	v_cmp_gt_i32_e64 s[8:9], s34, v86
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_34
	global_load_dword v85, v[82:83], off offset:4
.LBB0_34:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v86, 2, v138
	v_mov_b32_e32 v87, 0
	v_cmp_gt_i32_e64 s[10:11], s34, v86
	v_mov_b32_e32 v86, v87
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_36
	global_load_dword v86, v[82:83], off offset:8
.LBB0_36:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v96, 3, v138
	v_cmp_gt_i32_e64 s[12:13], s34, v96
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_38
	global_load_dword v87, v[82:83], off offset:12
.LBB0_38:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v96, 4, v138
	v_mov_b32_e32 v97, 0
	v_cmp_gt_i32_e64 s[14:15], s34, v96
	v_mov_b32_e32 v96, v97
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_40
	global_load_dword v96, v[82:83], off offset:16
.LBB0_40:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v98, 5, v138
	v_cmp_gt_i32_e64 s[16:17], s34, v98
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_42
	global_load_dword v97, v[82:83], off offset:20
.LBB0_42:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v98, 6, v138
	v_mov_b32_e32 v99, 0
	v_cmp_gt_i32_e64 s[18:19], s34, v98
	v_mov_b32_e32 v98, v99
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_44
	global_load_dword v98, v[82:83], off offset:24
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v108, 7, v138
	v_cmp_gt_i32_e64 s[20:21], s34, v108
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_46
	global_load_dword v99, v[82:83], off offset:28
.LBB0_46:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v149, v159, v160
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v150, v159, v161
	v_add_u32_e32 v151, v159, v162
	v_add_u32_e32 v152, v159, v163
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v149, v[88:91]
	ds_write_b128 v150, v[92:95]
	ds_write_b128 v151, v[100:103]
	ds_write_b128 v152, v[104:107]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[88:91], v164 offset1:4
	ds_read2_b64 v[100:103], v165 offset1:4
	ds_read2_b64 v[108:111], v166 offset1:4
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[92:95], v[88:89], v[34:35], 0
	ds_read2_b64 v[144:147], v167 offset1:4
	ds_read2_b64 v[198:201], v167 offset0:8 offset1:12
	ds_read2_b64 v[202:205], v167 offset0:16 offset1:20
	v_add_u32_e32 v82, s82, v186
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[104:107], v[100:101], v[34:35], 0
	v_add_u32_e32 v148, v117, v114
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v210, 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[140:143], v[108:109], v[34:35], 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v216, 0
	v_mfma_f32_16x16x16_f16 v[88:91], v[90:91], v[36:37], v[92:95]
	v_mov_b32_e32 v217, v210
	s_nop 1
	ds_read2_b64 v[92:95], v164 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[100:103], v[102:103], v[36:37], v[104:107]
	s_nop 2
	ds_read2_b64 v[104:107], v165 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[108:111], v[110:111], v[36:37], v[140:143]
	s_nop 2
	ds_read2_b64 v[140:143], v166 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[88:91], v[92:93], v[38:39], v[88:91]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[100:103], v[104:105], v[38:39], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[108:111], v[140:141], v[38:39], v[108:111]
	v_mfma_f32_16x16x16_f16 v[88:91], v[94:95], v[40:41], v[88:91]
	ds_read2_b64 v[92:95], v164 offset0:16 offset1:20
	v_mfma_f32_16x16x16_f16 v[100:103], v[106:107], v[40:41], v[100:103]
	ds_read2_b64 v[104:107], v165 offset0:16 offset1:20
	v_mfma_f32_16x16x16_f16 v[108:111], v[142:143], v[40:41], v[108:111]
	ds_read2_b64 v[140:143], v166 offset0:16 offset1:20
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[88:91], v[92:93], v[42:43], v[88:91]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[100:103], v[104:105], v[42:43], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[108:111], v[140:141], v[42:43], v[108:111]
	v_mfma_f32_16x16x16_f16 v[154:157], v[144:145], v[34:35], 0
	v_mfma_f32_16x16x16_f16 v[88:91], v[94:95], v[44:45], v[88:91]
	ds_read2_b64 v[92:95], v164 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[100:103], v[106:107], v[44:45], v[100:103]
	ds_read2_b64 v[104:107], v165 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[108:111], v[142:143], v[44:45], v[108:111]
	ds_read2_b64 v[140:143], v166 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[144:147], v[146:147], v[36:37], v[154:157]
	s_nop 2
	ds_read2_b64 v[154:157], v167 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[144:147], v[198:199], v[38:39], v[144:147]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[144:147], v[200:201], v[40:41], v[144:147]
	s_barrier
	ds_write_b128 v168, v[84:87]
	v_mfma_f32_16x16x16_f16 v[144:147], v[202:203], v[42:43], v[144:147]
	ds_write_b128 v168, v[96:99] offset:16
	ds_write_b128 v169, v[84:87]
	ds_write_b128 v169, v[96:99] offset:16
	ds_write_b128 v170, v[84:87]
	ds_write_b128 v170, v[96:99] offset:16
	ds_write_b128 v171, v[84:87]
	ds_write_b128 v171, v[96:99] offset:16
	v_mfma_f32_16x16x16_f16 v[144:147], v[204:205], v[44:45], v[144:147]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[88:91], v[92:93], v[46:47], v[88:91]
	v_mfma_f32_16x16x16_f16 v[102:105], v[104:105], v[46:47], v[100:103]
	v_mfma_f32_16x16x16_f16 v[108:111], v[140:141], v[46:47], v[108:111]
	v_lshl_add_u64 v[140:141], v[82:83], 1, v[124:125]
	v_mfma_f32_16x16x16_f16 v[144:147], v[154:155], v[46:47], v[144:147]
	v_mfma_f32_16x16x16_f16 v[98:101], v[94:95], v[48:49], v[88:91]
	ds_read_b128 v[94:97], v148
	s_nop 1
	ds_read_b128 v[90:93], v148 offset:64
	ds_read_b128 v[86:89], v148 offset:128
	ds_read_b128 v[82:85], v148 offset:192
	v_mfma_f32_16x16x16_f16 v[102:105], v[106:107], v[48:49], v[102:105]
	v_mfma_f32_16x16x16_f16 v[106:109], v[142:143], v[48:49], v[108:111]
	v_mfma_f32_16x16x16_f16 v[110:113], v[156:157], v[48:49], v[144:147]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_48
	global_load_dwordx4 v[214:217], v[140:141], off
.LBB0_48:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v142, s82, v184
	v_ashrrev_i32_e32 v143, 31, v142
	v_lshl_add_u64 v[142:143], v[142:143], 1, v[124:125]
	v_mov_b32_e32 v211, v210
	v_mov_b32_e32 v212, v210
	v_mov_b32_e32 v213, v210
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_50
	global_load_dwordx4 v[210:213], v[142:143], off
.LBB0_50:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v144, s82, v182
	v_ashrrev_i32_e32 v145, 31, v144
	v_mov_b32_e32 v218, 0
	v_lshl_add_u64 v[144:145], v[144:145], 1, v[124:125]
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, 0
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v225, v218
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_52
	global_load_dwordx4 v[222:225], v[144:145], off
.LBB0_52:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v146, s82, v180
	v_ashrrev_i32_e32 v147, 31, v146
	v_lshl_add_u64 v[146:147], v[146:147], 1, v[124:125]
	v_mov_b32_e32 v219, v218
	v_mov_b32_e32 v220, v218
	v_mov_b32_e32 v221, v218
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_54
	global_load_dwordx4 v[218:221], v[146:147], off
.LBB0_54:
	s_or_b64 exec, exec, s[22:23]
	v_mul_f32_e32 v98, v158, v98
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v94, v98, v94
	v_cmp_gt_f32_e64 s[22:23], s80, v94
	v_mul_f32_e32 v99, v158, v99
	v_sub_f32_e32 v95, v99, v95
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v94, v94, v98
	v_exp_f32_e32 v94, v94
	v_cmp_gt_f32_e64 s[24:25], s80, v95
	v_mul_f32_e32 v100, v158, v100
	v_sub_f32_e32 v96, v100, v96
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[24:25]
	v_mul_f32_e32 v95, v95, v98
	v_mul_f32_e32 v98, v94, v94
	v_cndmask_b32_e64 v94, v94, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v96
	v_exp_f32_e32 v95, v95
	v_mul_f32_e32 v101, v158, v101
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v96, v96, v99
	v_exp_f32_e32 v96, v96
	v_mul_f32_e32 v102, v158, v102
	v_sub_f32_e32 v97, v101, v97
	v_mul_f32_e32 v98, v95, v95
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v90, v102, v90
	v_cmp_gt_f32_e64 s[26:27], s80, v97
	v_cndmask_b32_e64 v95, v95, v98, s[24:25]
	v_mul_f32_e32 v98, v96, v96
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v96, v96, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v90
	v_mul_f32_e32 v97, v97, v99
	v_exp_f32_e32 v97, v97
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v90, v90, v99
	v_exp_f32_e32 v90, v90
	v_mul_f32_e32 v103, v158, v103
	v_mul_f32_e32 v104, v158, v104
	v_sub_f32_e32 v91, v103, v91
	v_mul_f32_e32 v98, v97, v97
	v_sub_f32_e32 v92, v104, v92
	v_cmp_gt_f32_e64 s[24:25], s80, v91
	v_cndmask_b32_e64 v97, v97, v98, s[26:27]
	v_mul_f32_e32 v98, v90, v90
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v90, v90, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v92
	v_mul_f32_e32 v91, v91, v99
	v_exp_f32_e32 v91, v91
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v92, v92, v99
	v_exp_f32_e32 v92, v92
	v_mul_f32_e32 v105, v158, v105
	v_mul_f32_e32 v106, v158, v106
	v_sub_f32_e32 v93, v105, v93
	v_mul_f32_e32 v98, v91, v91
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v86, v106, v86
	v_cmp_gt_f32_e64 s[26:27], s80, v93
	v_cndmask_b32_e64 v91, v91, v98, s[24:25]
	v_mul_f32_e32 v98, v92, v92
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v92, v92, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v86
	v_mul_f32_e32 v93, v93, v99
	v_exp_f32_e32 v93, v93
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v86, v86, v99
	v_exp_f32_e32 v86, v86
	v_mul_f32_e32 v107, v158, v107
	v_mul_f32_e32 v108, v158, v108
	v_sub_f32_e32 v87, v107, v87
	v_mul_f32_e32 v98, v93, v93
	v_sub_f32_e32 v88, v108, v88
	v_cmp_gt_f32_e64 s[24:25], s80, v87
	v_cndmask_b32_e64 v93, v93, v98, s[26:27]
	v_mul_f32_e32 v98, v86, v86
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v86, v86, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v88
	v_mul_f32_e32 v87, v87, v99
	v_exp_f32_e32 v87, v87
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v88, v88, v99
	v_exp_f32_e32 v88, v88
	v_mul_f32_e32 v109, v158, v109
	v_mul_f32_e32 v110, v158, v110
	v_sub_f32_e32 v89, v109, v89
	v_mul_f32_e32 v98, v87, v87
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v82, v110, v82
	v_cmp_gt_f32_e64 s[26:27], s80, v89
	v_cndmask_b32_e64 v87, v87, v98, s[24:25]
	v_mul_f32_e32 v98, v88, v88
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v88, v88, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v82
	v_mul_f32_e32 v89, v89, v99
	v_exp_f32_e32 v89, v89
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v82, v82, v99
	v_exp_f32_e32 v82, v82
	v_mul_f32_e32 v111, v158, v111
	v_mul_f32_e32 v112, v158, v112
	v_sub_f32_e32 v83, v111, v83
	v_mul_f32_e32 v98, v89, v89
	v_sub_f32_e32 v84, v112, v84
	v_cmp_gt_f32_e64 s[24:25], s80, v83
	v_cndmask_b32_e64 v89, v89, v98, s[26:27]
	v_mul_f32_e32 v98, v82, v82
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v82, v82, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v84
	v_mul_f32_e32 v83, v83, v99
	v_exp_f32_e32 v83, v83
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v84, v84, v99
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v98, v83, v83
	v_add_u32_e32 v153, s83, v178
	v_cndmask_b32_e64 v83, v83, v98, s[24:25]
	v_mul_f32_e32 v98, v84, v84
	v_add_u32_e32 v154, 1, v153
	v_cndmask_b32_e64 v84, v84, v98, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v153, v115
	v_add_u32_e32 v155, 2, v153
	v_add_u32_e32 v156, 3, v153
	v_cndmask_b32_e64 v204, 0, v94, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v154, v115
	v_add_u32_e32 v198, 16, v153
	v_add_u32_e32 v199, 17, v153
	v_add_u32_e32 v200, 18, v153
	v_add_u32_e32 v201, 19, v153
	v_add_u32_e32 v202, 32, v153
	v_add_u32_e32 v203, 33, v153
	v_add_u32_e32 v209, 34, v153
	v_add_u32_e32 v226, 35, v153
	v_add_u32_e32 v227, 48, v153
	v_add_u32_e32 v228, 49, v153
	v_add_u32_e32 v229, 50, v153
	v_add_u32_e32 v230, 51, v153
	v_cndmask_b32_e64 v153, 0, v95, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v155, v115
	v_mul_f32_e32 v113, v158, v113
	v_sub_f32_e32 v85, v113, v85
	v_cndmask_b32_e64 v205, 0, v96, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v156, v115
	v_cmp_gt_f32_e64 s[26:27], s80, v85
	s_nop 0
	v_cndmask_b32_e64 v157, 0, v97, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v198, v115
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_mul_f32_e32 v85, v85, v99
	v_cndmask_b32_e64 v206, 0, v90, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v199, v115
	v_exp_f32_e32 v85, v85
	s_barrier
	v_cndmask_b32_e64 v154, 0, v91, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v200, v115
	v_mul_f32_e32 v98, v85, v85
	v_cndmask_b32_e64 v85, v85, v98, s[26:27]
	v_cndmask_b32_e64 v207, 0, v92, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v201, v115
	s_waitcnt vmcnt(0)
	ds_write_b16 v172, v214
	ds_write_b16_d16_hi v172, v214 offset:144
	ds_write_b16 v172, v215 offset:288
	ds_write_b16_d16_hi v172, v215 offset:432
	ds_write_b16 v172, v216 offset:576
	ds_write_b16_d16_hi v172, v216 offset:720
	ds_write_b16 v172, v217 offset:864
	ds_write_b16_d16_hi v172, v217 offset:1008
	ds_write_b16 v172, v210 offset:32
	ds_write_b16_d16_hi v172, v210 offset:176
	ds_write_b16 v172, v211 offset:320
	ds_write_b16_d16_hi v172, v211 offset:464
	ds_write_b16 v172, v212 offset:608
	ds_write_b16_d16_hi v172, v212 offset:752
	ds_write_b16 v172, v213 offset:896
	ds_write_b16_d16_hi v172, v213 offset:1040
	ds_write_b16 v172, v222 offset:64
	ds_write_b16_d16_hi v172, v222 offset:208
	ds_write_b16 v172, v223 offset:352
	ds_write_b16_d16_hi v172, v223 offset:496
	ds_write_b16 v172, v224 offset:640
	ds_write_b16_d16_hi v172, v224 offset:784
	ds_write_b16 v172, v225 offset:928
	ds_write_b16_d16_hi v172, v225 offset:1072
	ds_write_b16 v172, v218 offset:96
	ds_write_b16_d16_hi v172, v218 offset:240
	ds_write_b16 v172, v219 offset:384
	ds_write_b16_d16_hi v172, v219 offset:528
	ds_write_b16 v172, v220 offset:672
	ds_write_b16_d16_hi v172, v220 offset:816
	ds_write_b16 v172, v221 offset:960
	ds_write_b16_d16_hi v172, v221 offset:1104
	v_cndmask_b32_e64 v198, 0, v93, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v202, v115
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v208, 0, v86, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v203, v115
	v_cvt_f16_f32_e32 v90, v204
	s_nop 0
	v_cndmask_b32_e64 v155, 0, v87, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v209, v115
	v_cvt_f16_f32_e32 v92, v153
	v_cvt_f16_f32_e32 v91, v205
	v_cndmask_b32_e64 v203, 0, v88, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v226, v115
	v_cvt_f16_f32_e32 v93, v157
	v_cvt_f16_f32_e32 v94, v206
	v_cndmask_b32_e64 v199, 0, v89, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v227, v115
	v_cvt_f16_f32_e32 v95, v154
	v_cvt_f16_f32_e32 v96, v207
	v_cndmask_b32_e64 v202, 0, v82, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v228, v115
	v_cvt_f16_f32_e32 v97, v198
	ds_read2_b64 v[86:89], v173 offset0:8 offset1:12
	v_cndmask_b32_e64 v156, 0, v83, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v229, v115
	v_pack_b32_f16 v91, v91, v93
	v_pack_b32_f16 v90, v90, v92
	v_cndmask_b32_e64 v200, 0, v84, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v230, v115
	v_cvt_f16_f32_e32 v98, v208
	v_cvt_f16_f32_e32 v99, v155
	v_cndmask_b32_e64 v201, 0, v85, s[22:23]
	ds_read2_b64 v[82:85], v173 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[82:83], v[90:91], v[10:13]
	v_cvt_f16_f32_e32 v100, v203
	v_cvt_f16_f32_e32 v101, v199
	v_pack_b32_f16 v93, v96, v97
	v_pack_b32_f16 v92, v94, v95
	v_cvt_f16_f32_e32 v102, v202
	v_cvt_f16_f32_e32 v82, v200
	v_mfma_f32_16x16x16_f16 v[10:13], v[84:85], v[92:93], v[10:13]
	v_cvt_f16_f32_e32 v83, v201
	v_cvt_f16_f32_e32 v84, v156
	v_pack_b32_f16 v95, v100, v101
	v_pack_b32_f16 v94, v98, v99
	v_add_u32_e32 v209, 0x2000, v173
	v_add_u32_e32 v210, 0x2800, v173
	v_mfma_f32_16x16x16_f16 v[10:13], v[86:87], v[94:95], v[10:13]
	v_pack_b32_f16 v87, v82, v83
	v_pack_b32_f16 v86, v102, v84
	ds_read2_b64 v[82:85], v174 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[82:83], v[90:91], v[2:5]
	v_add_u32_e32 v211, 0x3000, v173
	v_add_u32_e32 v212, 0x3800, v173
	v_mfma_f32_16x16x16_f16 v[2:5], v[84:85], v[92:93], v[2:5]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[82:83], v[94:95], v[2:5]
	v_mfma_f32_16x16x16_f16 v[2:5], v[84:85], v[86:87], v[2:5]
	ds_read2_b64 v[82:85], v175 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[6:9], v[82:83], v[90:91], v[6:9]
	v_mfma_f32_16x16x16_f16 v[6:9], v[84:85], v[92:93], v[6:9]
	ds_read2_b64 v[82:85], v175 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[6:9], v[82:83], v[94:95], v[6:9]
	v_mfma_f32_16x16x16_f16 v[6:9], v[84:85], v[86:87], v[6:9]
	ds_read2_b64 v[82:85], v176 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[82:83], v[90:91], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[84:85], v[92:93], v[14:17]
	ds_read2_b64 v[82:85], v176 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[82:83], v[94:95], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[84:85], v[86:87], v[14:17]
	ds_read2_b64 v[82:85], v209 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[18:21], v[82:83], v[90:91], v[18:21]
	v_mfma_f32_16x16x16_f16 v[18:21], v[84:85], v[92:93], v[18:21]
	ds_read2_b64 v[82:85], v209 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[18:21], v[82:83], v[94:95], v[18:21]
	v_mfma_f32_16x16x16_f16 v[18:21], v[84:85], v[86:87], v[18:21]
	ds_read2_b64 v[82:85], v210 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[82:83], v[90:91], v[22:25]
	v_mfma_f32_16x16x16_f16 v[22:25], v[84:85], v[92:93], v[22:25]
	ds_read2_b64 v[82:85], v210 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[82:83], v[94:95], v[22:25]
	v_mfma_f32_16x16x16_f16 v[22:25], v[84:85], v[86:87], v[22:25]
	ds_read2_b64 v[82:85], v211 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[82:83], v[90:91], v[26:29]
	v_mfma_f32_16x16x16_f16 v[26:29], v[84:85], v[92:93], v[26:29]
	ds_read2_b64 v[82:85], v211 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[82:83], v[94:95], v[26:29]
	v_mfma_f32_16x16x16_f16 v[26:29], v[84:85], v[86:87], v[26:29]
	ds_read2_b64 v[82:85], v212 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[82:83], v[90:91], v[30:33]
	v_mov_b32_e32 v90, 0
	v_mfma_f32_16x16x16_f16 v[30:33], v[84:85], v[92:93], v[30:33]
	ds_read2_b64 v[82:85], v212 offset0:232 offset1:236
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v91, v92
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[82:83], v[94:95], v[30:33]
	v_mfma_f32_16x16x16_f16 v[10:13], v[88:89], v[86:87], v[10:13]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mfma_f32_16x16x16_f16 v[30:33], v[84:85], v[86:87], v[30:33]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_56
	global_load_dwordx4 v[88:91], v[140:141], off
.LBB0_56:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v93, v92
	v_mov_b32_e32 v94, v92
	v_mov_b32_e32 v95, v92
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_58
	global_load_dwordx4 v[92:95], v[142:143], off
.LBB0_58:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, v104
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_60
	global_load_dwordx4 v[100:103], v[144:145], off
.LBB0_60:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v106, v104
	v_mov_b32_e32 v107, v104
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_62
	global_load_dwordx4 v[104:107], v[146:147], off
.LBB0_62:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_64
	v_lshl_add_u64 v[82:83], v[138:139], 2, s[60:61]
	global_load_dword v84, v[82:83], off
.LBB0_64:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[82:83], v[128:129], 0, s[54:55]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_66
	global_load_dword v85, v[82:83], off offset:4
.LBB0_66:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, v87
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_68
	global_load_dword v86, v[82:83], off offset:8
.LBB0_68:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_70
	global_load_dword v87, v[82:83], off offset:12
.LBB0_70:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, v97
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_72
	global_load_dword v96, v[82:83], off offset:16
.LBB0_72:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_74
	global_load_dword v97, v[82:83], off offset:20
.LBB0_74:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, v99
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_76
	global_load_dword v98, v[82:83], off offset:24
.LBB0_76:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]
	s_cbranch_execz .LBB0_78
	global_load_dword v99, v[82:83], off offset:28
.LBB0_78:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v149, v[88:91]
	ds_write_b128 v150, v[92:95]
	ds_write_b128 v151, v[100:103]
	ds_write_b128 v152, v[104:107]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[88:91], v164 offset1:4
	ds_read2_b64 v[108:111], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[92:95], v[88:89], v[242:243], 0
	ds_read2_b64 v[104:107], v164 offset0:8 offset1:12
	ds_read2_b64 v[142:145], v166 offset0:24 offset1:28
	ds_read2_b64 v[218:221], v167 offset0:16 offset1:20
	ds_read2_b64 v[222:225], v167 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[88:91], v[90:91], v[234:235], v[92:95]
	s_nop 2
	ds_read2_b64 v[92:95], v165 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[100:103], v[92:93], v[242:243], 0
	v_mfma_f32_16x16x16_f16 v[92:95], v[94:95], v[234:235], v[100:103]
	s_nop 5
	ds_read2_b64 v[100:103], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[100:101], v[236:237], v[92:95]
	v_mfma_f32_16x16x16_f16 v[92:95], v[102:103], v[238:239], v[92:95]
	ds_read2_b64 v[100:103], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[100:101], v[240:241], v[92:95]
	v_mfma_f32_16x16x16_f16 v[92:95], v[102:103], v[244:245], v[92:95]
	v_mfma_f32_16x16x16_f16 v[138:141], v[108:109], v[246:247], v[92:95]
	s_nop 5
	ds_read2_b64 v[92:95], v166 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[100:103], v[92:93], v[242:243], 0
	v_mfma_f32_16x16x16_f16 v[92:95], v[94:95], v[234:235], v[100:103]
	s_nop 5
	ds_read2_b64 v[100:103], v166 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[100:101], v[236:237], v[92:95]
	v_mfma_f32_16x16x16_f16 v[92:95], v[102:103], v[238:239], v[92:95]
	ds_read2_b64 v[100:103], v166 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[100:101], v[240:241], v[92:95]
	v_mfma_f32_16x16x16_f16 v[88:91], v[104:105], v[236:237], v[88:91]
	v_mfma_f32_16x16x16_f16 v[92:95], v[102:103], v[244:245], v[92:95]
	v_mfma_f32_16x16x16_f16 v[88:91], v[106:107], v[238:239], v[88:91]
	ds_read2_b64 v[104:107], v164 offset0:16 offset1:20
	v_mfma_f32_16x16x16_f16 v[214:217], v[142:143], v[246:247], v[92:95]
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	s_nop 1
	ds_read2_b64 v[92:95], v167 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[88:91], v[104:105], v[240:241], v[88:91]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[100:103], v[92:93], v[242:243], 0
	v_mfma_f32_16x16x16_f16 v[88:91], v[106:107], v[244:245], v[88:91]
	ds_read2_b64 v[104:107], v164 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[92:95], v[94:95], v[234:235], v[100:103]
	s_nop 3
	ds_read2_b64 v[100:103], v167 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[100:101], v[236:237], v[92:95]
	v_mfma_f32_16x16x16_f16 v[92:95], v[102:103], v[238:239], v[92:95]
	s_barrier
	ds_write_b128 v168, v[84:87]
	v_mfma_f32_16x16x16_f16 v[92:95], v[218:219], v[240:241], v[92:95]
	ds_write_b128 v168, v[96:99] offset:16
	ds_write_b128 v169, v[84:87]
	ds_write_b128 v169, v[96:99] offset:16
	ds_write_b128 v170, v[84:87]
	ds_write_b128 v170, v[96:99] offset:16
	ds_write_b128 v171, v[84:87]
	ds_write_b128 v171, v[96:99] offset:16
	v_mfma_f32_16x16x16_f16 v[92:95], v[220:221], v[244:245], v[92:95]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[88:91], v[104:105], v[246:247], v[88:91]
	v_mfma_f32_16x16x16_f16 v[218:221], v[222:223], v[246:247], v[92:95]
	v_mfma_f32_16x16x16_f16 v[94:97], v[106:107], v[248:249], v[88:91]
	ds_read_b128 v[102:105], v148
	s_nop 3
	ds_read_b128 v[90:93], v148 offset:64
	ds_read_b128 v[86:89], v148 offset:128
	ds_read_b128 v[82:85], v148 offset:192
	v_mfma_f32_16x16x16_f16 v[98:101], v[110:111], v[248:249], v[138:141]
	v_mfma_f32_16x16x16_f16 v[106:109], v[144:145], v[248:249], v[214:217]
	s_nop 1
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, v138
	v_mfma_f32_16x16x16_f16 v[110:113], v[224:225], v[248:249], v[218:221]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_80
	global_load_dwordx4 v[142:145], v[130:131], off
.LBB0_80:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v139, v138
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v138
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_82
	global_load_dwordx4 v[138:141], v[132:133], off
.LBB0_82:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, v130
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_84
	global_load_dwordx4 v[146:149], v[134:135], off
.LBB0_84:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v132, v130
	v_mov_b32_e32 v133, v130
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_21
	global_load_dwordx4 v[130:133], v[136:137], off
	s_branch .LBB0_21
.LBB0_86:
	s_andn2_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_18
	v_lshl_add_u64 v[122:123], s[62:63], 0, v[0:1]
	v_lshl_add_u64 v[124:125], s[64:65], 0, v[0:1]
	s_mov_b32 s62, 0
	s_mov_b32 s63, 0
	s_mov_b32 s64, 0
	s_branch .LBB0_89
.LBB0_88:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v0, v94, v102
	v_sub_f32_e32 v94, v96, v104
	v_sub_f32_e32 v96, v97, v105
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v97, v98, v90
	v_sub_f32_e32 v98, v99, v91
	v_sub_f32_e32 v99, v100, v92
	v_sub_f32_e32 v100, v101, v93
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v86, v106, v86
	v_sub_f32_e32 v101, v107, v87
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v104, v110, v82
	v_sub_f32_e32 v105, v111, v83
	v_sub_f32_e32 v106, v112, v84
	v_sub_f32_e32 v107, v113, v85
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v172, v138
	ds_write_b16_d16_hi v172, v138 offset:144
	ds_write_b16 v172, v139 offset:288
	ds_write_b16_d16_hi v172, v139 offset:432
	ds_write_b16 v172, v140 offset:576
	ds_write_b16_d16_hi v172, v140 offset:720
	ds_write_b16 v172, v141 offset:864
	ds_write_b16_d16_hi v172, v141 offset:1008
	ds_write_b16 v172, v134 offset:32
	ds_write_b16_d16_hi v172, v134 offset:176
	ds_write_b16 v172, v135 offset:320
	ds_write_b16_d16_hi v172, v135 offset:464
	ds_write_b16 v172, v136 offset:608
	ds_write_b16_d16_hi v172, v136 offset:752
	ds_write_b16 v172, v137 offset:896
	ds_write_b16_d16_hi v172, v137 offset:1040
	ds_write_b16 v172, v142 offset:64
	ds_write_b16_d16_hi v172, v142 offset:208
	ds_write_b16 v172, v143 offset:352
	ds_write_b16_d16_hi v172, v143 offset:496
	ds_write_b16 v172, v144 offset:640
	ds_write_b16_d16_hi v172, v144 offset:784
	ds_write_b16 v172, v145 offset:928
	ds_write_b16_d16_hi v172, v145 offset:1072
	ds_write_b16 v172, v126 offset:96
	ds_write_b16_d16_hi v172, v126 offset:240
	ds_write_b16 v172, v127 offset:384
	ds_write_b16_d16_hi v172, v127 offset:528
	ds_write_b16 v172, v128 offset:672
	ds_write_b16_d16_hi v172, v128 offset:816
	ds_write_b16 v172, v129 offset:960
	ds_write_b16_d16_hi v172, v129 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v173 offset1:4
	v_sub_f32_e32 v95, v95, v103
	v_fma_mixlo_f16 v90, v203, v0, 0
	v_fma_mixlo_f16 v91, v206, v94, 0
	v_fma_mixhi_f16 v91, v204, v96, 0
	v_fma_mixhi_f16 v90, v202, v95, 0
	v_fma_mixlo_f16 v92, v208, v97, 0
	v_fma_mixlo_f16 v93, v210, v99, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[78:81], v[82:83], v[90:91], v[78:81]
	v_fma_mixhi_f16 v93, v207, v100, 0
	v_fma_mixhi_f16 v92, v205, v98, 0
	v_sub_f32_e32 v102, v108, v88
	v_sub_f32_e32 v103, v109, v89
	v_mfma_f32_16x16x16_f16 v[78:81], v[84:85], v[92:93], v[78:81]
	ds_read2_b64 v[82:85], v174 offset1:4
	v_fma_mixlo_f16 v94, v215, v86, 0
	v_fma_mixlo_f16 v95, v211, v102, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[82:83], v[90:91], v[50:53]
	v_fma_mixhi_f16 v95, v212, v103, 0
	v_fma_mixhi_f16 v94, v209, v101, 0
	v_fma_mixlo_f16 v96, v213, v104, 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[84:85], v[92:93], v[50:53]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	v_fma_mixlo_f16 v97, v216, v106, 0
	v_fma_mixhi_f16 v97, v217, v107, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[82:83], v[94:95], v[50:53]
	v_fma_mixhi_f16 v96, v214, v105, 0
	ds_read2_b64 v[86:89], v173 offset0:8 offset1:12
	s_add_i32 s64, s64, 64
	v_mfma_f32_16x16x16_f16 v[50:53], v[84:85], v[96:97], v[50:53]
	ds_read2_b64 v[82:85], v175 offset1:4
	s_add_i32 s0, s43, s64
	s_add_i32 s63, s63, s45
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[54:57], v[82:83], v[90:91], v[54:57]
	s_add_i32 s62, s62, s78
	s_cmp_lt_i32 s0, s34
	v_mfma_f32_16x16x16_f16 v[54:57], v[84:85], v[92:93], v[54:57]
	ds_read2_b64 v[82:85], v175 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[54:57], v[82:83], v[94:95], v[54:57]
	v_mfma_f32_16x16x16_f16 v[54:57], v[84:85], v[96:97], v[54:57]
	ds_read2_b64 v[82:85], v176 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[58:61], v[82:83], v[90:91], v[58:61]
	v_mfma_f32_16x16x16_f16 v[58:61], v[84:85], v[92:93], v[58:61]
	ds_read2_b64 v[82:85], v176 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[58:61], v[82:83], v[94:95], v[58:61]
	v_mfma_f32_16x16x16_f16 v[58:61], v[84:85], v[96:97], v[58:61]
	ds_read2_b64 v[82:85], v218 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[62:65], v[82:83], v[90:91], v[62:65]
	v_mfma_f32_16x16x16_f16 v[62:65], v[84:85], v[92:93], v[62:65]
	ds_read2_b64 v[82:85], v218 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[62:65], v[82:83], v[94:95], v[62:65]
	v_mfma_f32_16x16x16_f16 v[62:65], v[84:85], v[96:97], v[62:65]
	ds_read2_b64 v[82:85], v219 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[66:69], v[82:83], v[90:91], v[66:69]
	v_mfma_f32_16x16x16_f16 v[66:69], v[84:85], v[92:93], v[66:69]
	ds_read2_b64 v[82:85], v219 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[66:69], v[82:83], v[94:95], v[66:69]
	v_mfma_f32_16x16x16_f16 v[66:69], v[84:85], v[96:97], v[66:69]
	ds_read2_b64 v[82:85], v220 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[82:83], v[90:91], v[70:73]
	v_mfma_f32_16x16x16_f16 v[70:73], v[84:85], v[92:93], v[70:73]
	ds_read2_b64 v[82:85], v220 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[82:83], v[94:95], v[70:73]
	v_mfma_f32_16x16x16_f16 v[70:73], v[84:85], v[96:97], v[70:73]
	ds_read2_b64 v[82:85], v221 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[74:77], v[82:83], v[90:91], v[74:77]
	v_mfma_f32_16x16x16_f16 v[74:77], v[84:85], v[92:93], v[74:77]
	ds_read2_b64 v[82:85], v221 offset0:232 offset1:236
	v_mfma_f32_16x16x16_f16 v[78:81], v[86:87], v[94:95], v[78:81]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[74:77], v[82:83], v[94:95], v[74:77]
	v_mfma_f32_16x16x16_f16 v[78:81], v[88:89], v[96:97], v[78:81]
	v_mfma_f32_16x16x16_f16 v[74:77], v[84:85], v[96:97], v[74:77]
	s_cbranch_scc0 .LBB0_18
.LBB0_89:
	v_add_u32_e32 v82, s62, v197
	v_add_u32_e32 v0, s64, v189
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v90, 0
	v_cmp_gt_i32_e32 vcc, s34, v0
	v_lshl_add_u64 v[126:127], v[82:83], 1, v[122:123]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, v90
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_91
	global_load_dwordx4 v[86:89], v[126:127], off
.LBB0_91:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v82, 16, v0
	v_cmp_gt_i32_e64 s[0:1], s34, v82
	v_add_u32_e32 v82, s62, v195
	v_ashrrev_i32_e32 v83, 31, v82
	v_lshl_add_u64 v[128:129], v[82:83], 1, v[122:123]
	v_mov_b32_e32 v91, v90
	v_mov_b32_e32 v92, v90
	v_mov_b32_e32 v93, v90
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_93
	global_load_dwordx4 v[90:93], v[128:129], off
.LBB0_93:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v82, 32, v0
	v_cmp_gt_i32_e64 s[2:3], s34, v82
	v_add_u32_e32 v82, s62, v193
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v102, 0
	v_lshl_add_u64 v[130:131], v[82:83], 1, v[122:123]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_95
	global_load_dwordx4 v[98:101], v[130:131], off
.LBB0_95:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v82, s62, v191
	v_add_u32_e32 v0, 48, v0
	v_ashrrev_i32_e32 v83, 31, v82
	v_cmp_gt_i32_e64 s[4:5], s34, v0
	v_lshl_add_u64 v[132:133], v[82:83], 1, v[122:123]
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_97
	global_load_dwordx4 v[102:105], v[132:133], off
.LBB0_97:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v134, s64, v188
	v_mov_b32_e32 v83, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v134
	v_ashrrev_i32_e32 v135, 31, v134
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_99
	v_lshl_add_u64 v[84:85], v[134:135], 2, s[58:59]
	global_load_dword v82, v[84:85], off
.LBB0_99:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v136, 1, v134
	v_ashrrev_i32_e32 v137, 31, v136
	v_cmp_gt_i32_e64 s[8:9], s34, v136
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_101
	v_lshl_add_u64 v[84:85], v[136:137], 2, s[58:59]
	global_load_dword v83, v[84:85], off
.LBB0_101:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v138, 2, v134
	v_mov_b32_e32 v85, 0
	v_ashrrev_i32_e32 v139, 31, v138
	v_cmp_gt_i32_e64 s[10:11], s34, v138
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_103
	v_lshl_add_u64 v[94:95], v[138:139], 2, s[58:59]
	global_load_dword v84, v[94:95], off
.LBB0_103:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v140, 3, v134
	v_ashrrev_i32_e32 v141, 31, v140
	v_cmp_gt_i32_e64 s[12:13], s34, v140
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_105
	v_lshl_add_u64 v[94:95], v[140:141], 2, s[58:59]
	global_load_dword v85, v[94:95], off
.LBB0_105:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v142, 4, v134
	v_mov_b32_e32 v95, 0
	v_ashrrev_i32_e32 v143, 31, v142
	v_cmp_gt_i32_e64 s[14:15], s34, v142
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_107
	v_lshl_add_u64 v[96:97], v[142:143], 2, s[58:59]
	global_load_dword v94, v[96:97], off
.LBB0_107:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v144, 5, v134
	v_ashrrev_i32_e32 v145, 31, v144
	v_cmp_gt_i32_e64 s[16:17], s34, v144
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_109
	v_lshl_add_u64 v[96:97], v[144:145], 2, s[58:59]
	global_load_dword v95, v[96:97], off
.LBB0_109:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v146, 6, v134
	v_mov_b32_e32 v97, 0
	v_ashrrev_i32_e32 v147, 31, v146
	v_cmp_gt_i32_e64 s[18:19], s34, v146
	v_mov_b32_e32 v96, v97
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_111
	v_lshl_add_u64 v[106:107], v[146:147], 2, s[58:59]
	global_load_dword v96, v[106:107], off
.LBB0_111:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v148, 7, v134
	v_ashrrev_i32_e32 v149, 31, v148
	v_cmp_gt_i32_e64 s[20:21], s34, v148
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_113
	v_lshl_add_u64 v[106:107], v[148:149], 2, s[58:59]
	global_load_dword v97, v[106:107], off
.LBB0_113:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v198, v159, v160
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v199, v159, v161
	v_add_u32_e32 v200, v159, v162
	v_add_u32_e32 v201, v159, v163
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v198, v[86:89]
	ds_write_b128 v199, v[90:93]
	ds_write_b128 v200, v[98:101]
	ds_write_b128 v201, v[102:105]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[98:101], v165 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[102:105], v[98:99], v[34:35], 0
	ds_read2_b64 v[86:89], v164 offset1:4
	ds_read2_b64 v[206:209], v167 offset0:8 offset1:12
	ds_read2_b64 v[210:213], v167 offset0:16 offset1:20
	v_add_u32_e32 v0, v117, v114
	v_mfma_f32_16x16x16_f16 v[98:101], v[100:101], v[36:37], v[102:105]
	v_mov_b32_e32 v218, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, 0
	ds_read2_b64 v[102:105], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[98:101], v[102:103], v[38:39], v[98:101]
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v225, v218
	v_mfma_f32_16x16x16_f16 v[98:101], v[104:105], v[40:41], v[98:101]
	ds_read2_b64 v[102:105], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[98:101], v[102:103], v[42:43], v[98:101]
	v_mfma_f32_16x16x16_f16 v[98:101], v[104:105], v[44:45], v[98:101]
	ds_read2_b64 v[102:105], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[106:109], v[102:103], v[46:47], v[98:101]
	s_nop 3
	ds_read2_b64 v[98:101], v166 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[110:113], v[98:99], v[34:35], 0
	v_mfma_f32_16x16x16_f16 v[98:101], v[100:101], v[36:37], v[110:113]
	s_nop 5
	ds_read2_b64 v[110:113], v166 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[98:101], v[110:111], v[38:39], v[98:101]
	v_mfma_f32_16x16x16_f16 v[98:101], v[112:113], v[40:41], v[98:101]
	ds_read2_b64 v[110:113], v166 offset0:16 offset1:20
	v_mfma_f32_16x16x16_f16 v[90:93], v[86:87], v[34:35], 0
	v_mfma_f32_16x16x16_f16 v[86:89], v[88:89], v[36:37], v[90:93]
	s_nop 5
	ds_read2_b64 v[90:93], v164 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[98:101], v[110:111], v[42:43], v[98:101]
	v_mfma_f32_16x16x16_f16 v[98:101], v[112:113], v[44:45], v[98:101]
	ds_read2_b64 v[110:113], v166 offset0:24 offset1:28
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[86:89], v[90:91], v[38:39], v[86:89]
	v_mfma_f32_16x16x16_f16 v[86:89], v[92:93], v[40:41], v[86:89]
	ds_read2_b64 v[90:93], v164 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[152:155], v[110:111], v[46:47], v[98:101]
	s_nop 2
	ds_read2_b64 v[98:101], v167 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[86:89], v[90:91], v[42:43], v[86:89]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[202:205], v[98:99], v[34:35], 0
	v_mfma_f32_16x16x16_f16 v[86:89], v[92:93], v[44:45], v[86:89]
	ds_read2_b64 v[90:93], v164 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[98:101], v[100:101], v[36:37], v[202:205]
	s_nop 3
	ds_read2_b64 v[202:205], v167 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[98:101], v[206:207], v[38:39], v[98:101]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[98:101], v[208:209], v[40:41], v[98:101]
	s_barrier
	ds_write_b128 v168, v[82:85]
	v_mfma_f32_16x16x16_f16 v[98:101], v[210:211], v[42:43], v[98:101]
	ds_write_b128 v168, v[94:97] offset:16
	ds_write_b128 v169, v[82:85]
	ds_write_b128 v169, v[94:97] offset:16
	ds_write_b128 v170, v[82:85]
	ds_write_b128 v170, v[94:97] offset:16
	ds_write_b128 v171, v[82:85]
	ds_write_b128 v171, v[94:97] offset:16
	v_mfma_f32_16x16x16_f16 v[98:101], v[212:213], v[44:45], v[98:101]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[86:89], v[90:91], v[46:47], v[86:89]
	v_add_u32_e32 v90, s63, v196
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshl_add_u64 v[150:151], v[90:91], 1, v[124:125]
	v_mfma_f32_16x16x16_f16 v[206:209], v[202:203], v[46:47], v[98:101]
	v_mfma_f32_16x16x16_f16 v[98:101], v[92:93], v[48:49], v[86:89]
	ds_read_b128 v[94:97], v0
	ds_read_b128 v[90:93], v0 offset:64
	s_nop 0
	ds_read_b128 v[86:89], v0 offset:128
	ds_read_b128 v[82:85], v0 offset:192
	v_mfma_f32_16x16x16_f16 v[102:105], v[104:105], v[48:49], v[106:109]
	v_mfma_f32_16x16x16_f16 v[106:109], v[112:113], v[48:49], v[152:155]
	v_mfma_f32_16x16x16_f16 v[110:113], v[204:205], v[48:49], v[206:209]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_115
	global_load_dwordx4 v[222:225], v[150:151], off
.LBB0_115:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v152, s63, v194
	v_ashrrev_i32_e32 v153, 31, v152
	v_lshl_add_u64 v[152:153], v[152:153], 1, v[124:125]
	v_mov_b32_e32 v219, v218
	v_mov_b32_e32 v220, v218
	v_mov_b32_e32 v221, v218
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_117
	global_load_dwordx4 v[218:221], v[152:153], off
.LBB0_117:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v154, s63, v192
	v_ashrrev_i32_e32 v155, 31, v154
	v_mov_b32_e32 v226, 0
	v_lshl_add_u64 v[154:155], v[154:155], 1, v[124:125]
	v_mov_b32_e32 v230, 0
	v_mov_b32_e32 v231, 0
	v_mov_b32_e32 v232, 0
	v_mov_b32_e32 v233, v226
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_119
	global_load_dwordx4 v[230:233], v[154:155], off
.LBB0_119:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v156, s63, v190
	v_ashrrev_i32_e32 v157, 31, v156
	v_lshl_add_u64 v[156:157], v[156:157], 1, v[124:125]
	v_mov_b32_e32 v227, v226
	v_mov_b32_e32 v228, v226
	v_mov_b32_e32 v229, v226
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_121
	global_load_dwordx4 v[226:229], v[156:157], off
.LBB0_121:
	s_or_b64 exec, exec, s[22:23]
	v_mul_f32_e32 v98, v158, v98
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v94, v98, v94
	v_cmp_gt_f32_e64 s[22:23], s80, v94
	v_mul_f32_e32 v99, v158, v99
	v_sub_f32_e32 v95, v99, v95
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v94, v94, v98
	v_exp_f32_e32 v94, v94
	v_cmp_gt_f32_e64 s[24:25], s80, v95
	v_mul_f32_e32 v100, v158, v100
	v_sub_f32_e32 v96, v100, v96
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[24:25]
	v_mul_f32_e32 v95, v95, v98
	v_mul_f32_e32 v98, v94, v94
	v_cndmask_b32_e64 v203, v94, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v96
	v_exp_f32_e32 v95, v95
	v_mul_f32_e32 v101, v158, v101
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v96, v96, v98
	v_exp_f32_e32 v96, v96
	v_mul_f32_e32 v102, v158, v102
	v_sub_f32_e32 v97, v101, v97
	v_mul_f32_e32 v94, v95, v95
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v90, v102, v90
	v_cmp_gt_f32_e64 s[26:27], s80, v97
	v_cndmask_b32_e64 v202, v95, v94, s[24:25]
	v_mul_f32_e32 v94, v96, v96
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v206, v96, v94, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v90
	v_mul_f32_e32 v97, v97, v98
	v_exp_f32_e32 v97, v97
	v_cndmask_b32_e64 v95, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v90, v90, v95
	v_exp_f32_e32 v90, v90
	v_mul_f32_e32 v103, v158, v103
	v_mul_f32_e32 v104, v158, v104
	v_sub_f32_e32 v91, v103, v91
	v_mul_f32_e32 v94, v97, v97
	v_sub_f32_e32 v92, v104, v92
	v_cmp_gt_f32_e64 s[24:25], s80, v91
	v_cndmask_b32_e64 v204, v97, v94, s[26:27]
	v_mul_f32_e32 v94, v90, v90
	v_cndmask_b32_e64 v95, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v208, v90, v94, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v92
	v_mul_f32_e32 v91, v91, v95
	v_exp_f32_e32 v91, v91
	v_cndmask_b32_e64 v94, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v92, v92, v94
	v_exp_f32_e32 v92, v92
	v_mul_f32_e32 v105, v158, v105
	v_mul_f32_e32 v106, v158, v106
	v_sub_f32_e32 v93, v105, v93
	v_mul_f32_e32 v90, v91, v91
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v86, v106, v86
	v_cmp_gt_f32_e64 s[26:27], s80, v93
	v_cndmask_b32_e64 v205, v91, v90, s[24:25]
	v_mul_f32_e32 v90, v92, v92
	v_cndmask_b32_e64 v94, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v210, v92, v90, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v86
	v_mul_f32_e32 v93, v93, v94
	v_exp_f32_e32 v93, v93
	v_cndmask_b32_e64 v91, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v86, v86, v91
	v_exp_f32_e32 v86, v86
	v_mul_f32_e32 v107, v158, v107
	v_mul_f32_e32 v108, v158, v108
	v_sub_f32_e32 v87, v107, v87
	v_mul_f32_e32 v90, v93, v93
	v_sub_f32_e32 v88, v108, v88
	v_cmp_gt_f32_e64 s[24:25], s80, v87
	v_cndmask_b32_e64 v207, v93, v90, s[26:27]
	v_mul_f32_e32 v90, v86, v86
	v_cndmask_b32_e64 v91, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v215, v86, v90, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v88
	v_mul_f32_e32 v87, v87, v91
	v_exp_f32_e32 v87, v87
	v_cndmask_b32_e64 v90, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v88, v88, v90
	v_exp_f32_e32 v88, v88
	v_mul_f32_e32 v109, v158, v109
	v_mul_f32_e32 v110, v158, v110
	v_sub_f32_e32 v89, v109, v89
	v_mul_f32_e32 v86, v87, v87
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v82, v110, v82
	v_cmp_gt_f32_e64 s[26:27], s80, v89
	v_cndmask_b32_e64 v209, v87, v86, s[24:25]
	v_mul_f32_e32 v86, v88, v88
	v_cndmask_b32_e64 v90, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v211, v88, v86, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v82
	v_mul_f32_e32 v89, v89, v90
	v_exp_f32_e32 v89, v89
	v_cndmask_b32_e64 v87, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v82, v82, v87
	v_exp_f32_e32 v82, v82
	v_mul_f32_e32 v111, v158, v111
	v_mul_f32_e32 v112, v158, v112
	v_sub_f32_e32 v83, v111, v83
	v_mul_f32_e32 v86, v89, v89
	v_mul_f32_e32 v113, v158, v113
	v_sub_f32_e32 v84, v112, v84
	v_cmp_gt_f32_e64 s[24:25], s80, v83
	v_cndmask_b32_e64 v212, v89, v86, s[26:27]
	v_mul_f32_e32 v86, v82, v82
	v_sub_f32_e32 v85, v113, v85
	v_cndmask_b32_e64 v87, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v213, v82, v86, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s80, v84
	v_mul_f32_e32 v83, v83, v87
	v_cmp_gt_f32_e64 s[26:27], s80, v85
	v_cndmask_b32_e64 v86, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v84, v84, v86
	v_cndmask_b32_e64 v86, 1.0, 0.5, s[26:27]
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v85, v85, v86
	v_exp_f32_e32 v85, v85
	v_mul_f32_e32 v82, v83, v83
	v_cndmask_b32_e64 v214, v83, v82, s[24:25]
	v_mul_f32_e32 v82, v84, v84
	v_cndmask_b32_e64 v216, v84, v82, s[22:23]
	v_mul_f32_e32 v82, v85, v85
	v_cndmask_b32_e64 v217, v85, v82, s[26:27]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v172, v222
	ds_write_b16_d16_hi v172, v222 offset:144
	ds_write_b16 v172, v223 offset:288
	ds_write_b16_d16_hi v172, v223 offset:432
	ds_write_b16 v172, v224 offset:576
	ds_write_b16_d16_hi v172, v224 offset:720
	ds_write_b16 v172, v225 offset:864
	ds_write_b16_d16_hi v172, v225 offset:1008
	ds_write_b16 v172, v218 offset:32
	ds_write_b16_d16_hi v172, v218 offset:176
	ds_write_b16 v172, v219 offset:320
	ds_write_b16_d16_hi v172, v219 offset:464
	ds_write_b16 v172, v220 offset:608
	ds_write_b16_d16_hi v172, v220 offset:752
	ds_write_b16 v172, v221 offset:896
	ds_write_b16_d16_hi v172, v221 offset:1040
	ds_write_b16 v172, v230 offset:64
	ds_write_b16_d16_hi v172, v230 offset:208
	ds_write_b16 v172, v231 offset:352
	ds_write_b16_d16_hi v172, v231 offset:496
	ds_write_b16 v172, v232 offset:640
	ds_write_b16_d16_hi v172, v232 offset:784
	ds_write_b16 v172, v233 offset:928
	ds_write_b16_d16_hi v172, v233 offset:1072
	ds_write_b16 v172, v226 offset:96
	ds_write_b16_d16_hi v172, v226 offset:240
	ds_write_b16 v172, v227 offset:384
	ds_write_b16_d16_hi v172, v227 offset:528
	ds_write_b16 v172, v228 offset:672
	ds_write_b16_d16_hi v172, v228 offset:816
	ds_write_b16 v172, v229 offset:960
	ds_write_b16_d16_hi v172, v229 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v173 offset1:4
	v_cvt_f16_f32_e32 v90, v203
	v_cvt_f16_f32_e32 v92, v202
	v_cvt_f16_f32_e32 v91, v206
	v_cvt_f16_f32_e32 v93, v204
	v_cvt_f16_f32_e32 v94, v208
	v_cvt_f16_f32_e32 v95, v205
	v_cvt_f16_f32_e32 v96, v210
	v_cvt_f16_f32_e32 v97, v207
	ds_read2_b64 v[86:89], v173 offset0:8 offset1:12
	v_pack_b32_f16 v91, v91, v93
	v_pack_b32_f16 v90, v90, v92
	v_cvt_f16_f32_e32 v98, v215
	v_cvt_f16_f32_e32 v99, v209
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[10:13], v[82:83], v[90:91], v[10:13]
	v_cvt_f16_f32_e32 v100, v211
	v_cvt_f16_f32_e32 v101, v212
	v_pack_b32_f16 v93, v96, v97
	v_pack_b32_f16 v92, v94, v95
	v_cvt_f16_f32_e32 v102, v213
	v_cvt_f16_f32_e32 v82, v216
	v_mfma_f32_16x16x16_f16 v[10:13], v[84:85], v[92:93], v[10:13]
	v_cvt_f16_f32_e32 v83, v217
	v_cvt_f16_f32_e32 v84, v214
	v_pack_b32_f16 v95, v100, v101
	v_pack_b32_f16 v94, v98, v99
	v_add_u32_e32 v218, 0x2000, v173
	v_add_u32_e32 v219, 0x2800, v173
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[86:87], v[94:95], v[10:13]
	v_pack_b32_f16 v87, v82, v83
	v_pack_b32_f16 v86, v102, v84
	ds_read2_b64 v[82:85], v174 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[82:83], v[90:91], v[2:5]
	v_add_u32_e32 v220, 0x3000, v173
	v_add_u32_e32 v221, 0x3800, v173
	v_mfma_f32_16x16x16_f16 v[2:5], v[84:85], v[92:93], v[2:5]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[82:83], v[94:95], v[2:5]
	v_mfma_f32_16x16x16_f16 v[2:5], v[84:85], v[86:87], v[2:5]
	ds_read2_b64 v[82:85], v175 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[6:9], v[82:83], v[90:91], v[6:9]
	v_mfma_f32_16x16x16_f16 v[6:9], v[84:85], v[92:93], v[6:9]
	ds_read2_b64 v[82:85], v175 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[6:9], v[82:83], v[94:95], v[6:9]
	v_mfma_f32_16x16x16_f16 v[6:9], v[84:85], v[86:87], v[6:9]
	ds_read2_b64 v[82:85], v176 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[82:83], v[90:91], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[84:85], v[92:93], v[14:17]
	ds_read2_b64 v[82:85], v176 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[82:83], v[94:95], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[84:85], v[86:87], v[14:17]
	ds_read2_b64 v[82:85], v218 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[18:21], v[82:83], v[90:91], v[18:21]
	v_mfma_f32_16x16x16_f16 v[18:21], v[84:85], v[92:93], v[18:21]
	ds_read2_b64 v[82:85], v218 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[18:21], v[82:83], v[94:95], v[18:21]
	v_mfma_f32_16x16x16_f16 v[18:21], v[84:85], v[86:87], v[18:21]
	ds_read2_b64 v[82:85], v219 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[82:83], v[90:91], v[22:25]
	v_mfma_f32_16x16x16_f16 v[22:25], v[84:85], v[92:93], v[22:25]
	ds_read2_b64 v[82:85], v219 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[82:83], v[94:95], v[22:25]
	v_mfma_f32_16x16x16_f16 v[22:25], v[84:85], v[86:87], v[22:25]
	ds_read2_b64 v[82:85], v220 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[82:83], v[90:91], v[26:29]
	v_mfma_f32_16x16x16_f16 v[26:29], v[84:85], v[92:93], v[26:29]
	ds_read2_b64 v[82:85], v220 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[82:83], v[94:95], v[26:29]
	v_mfma_f32_16x16x16_f16 v[26:29], v[84:85], v[86:87], v[26:29]
	ds_read2_b64 v[82:85], v221 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[82:83], v[90:91], v[30:33]
	v_mov_b32_e32 v90, 0
	v_mfma_f32_16x16x16_f16 v[30:33], v[84:85], v[92:93], v[30:33]
	ds_read2_b64 v[82:85], v221 offset0:232 offset1:236
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[82:83], v[94:95], v[30:33]
	v_mfma_f32_16x16x16_f16 v[10:13], v[88:89], v[86:87], v[10:13]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, v90
	v_mfma_f32_16x16x16_f16 v[30:33], v[84:85], v[86:87], v[30:33]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_123
	global_load_dwordx4 v[86:89], v[150:151], off
.LBB0_123:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v91, v90
	v_mov_b32_e32 v92, v90
	v_mov_b32_e32 v93, v90
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_125
	global_load_dwordx4 v[90:93], v[152:153], off
.LBB0_125:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_127
	global_load_dwordx4 v[98:101], v[154:155], off
.LBB0_127:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_129
	global_load_dwordx4 v[102:105], v[156:157], off
.LBB0_129:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, v83
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_131
	v_lshl_add_u64 v[84:85], v[134:135], 2, s[60:61]
	global_load_dword v82, v[84:85], off
.LBB0_131:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_133
	v_lshl_add_u64 v[84:85], v[136:137], 2, s[60:61]
	global_load_dword v83, v[84:85], off
.LBB0_133:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, v85
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_135
	v_lshl_add_u64 v[94:95], v[138:139], 2, s[60:61]
	global_load_dword v84, v[94:95], off
.LBB0_135:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_137
	v_lshl_add_u64 v[94:95], v[140:141], 2, s[60:61]
	global_load_dword v85, v[94:95], off
.LBB0_137:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_139
	v_lshl_add_u64 v[96:97], v[142:143], 2, s[60:61]
	global_load_dword v94, v[96:97], off
.LBB0_139:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_141
	v_lshl_add_u64 v[96:97], v[144:145], 2, s[60:61]
	global_load_dword v95, v[96:97], off
.LBB0_141:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, v97
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_143
	v_lshl_add_u64 v[106:107], v[146:147], 2, s[60:61]
	global_load_dword v96, v[106:107], off
.LBB0_143:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]
	s_cbranch_execz .LBB0_145
	v_lshl_add_u64 v[106:107], v[148:149], 2, s[60:61]
	global_load_dword v97, v[106:107], off
.LBB0_145:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v198, v[86:89]
	ds_write_b128 v199, v[90:93]
	ds_write_b128 v200, v[98:101]
	ds_write_b128 v201, v[102:105]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[86:89], v164 offset1:4
	ds_read2_b64 v[102:105], v164 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[90:93], v[86:87], v[242:243], 0
	ds_read2_b64 v[142:145], v167 offset0:16 offset1:20
	ds_read2_b64 v[146:149], v167 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[86:89], v[88:89], v[234:235], v[90:93]
	s_nop 3
	ds_read2_b64 v[90:93], v165 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[98:101], v[90:91], v[242:243], 0
	v_mfma_f32_16x16x16_f16 v[90:93], v[92:93], v[234:235], v[98:101]
	s_nop 5
	ds_read2_b64 v[98:101], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[90:93], v[98:99], v[236:237], v[90:93]
	v_mfma_f32_16x16x16_f16 v[90:93], v[100:101], v[238:239], v[90:93]
	ds_read2_b64 v[98:101], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[90:93], v[98:99], v[240:241], v[90:93]
	v_mfma_f32_16x16x16_f16 v[90:93], v[100:101], v[244:245], v[90:93]
	ds_read2_b64 v[98:101], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[106:109], v[98:99], v[246:247], v[90:93]
	s_nop 3
	ds_read2_b64 v[90:93], v166 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[110:113], v[90:91], v[242:243], 0
	v_mfma_f32_16x16x16_f16 v[90:93], v[92:93], v[234:235], v[110:113]
	s_nop 5
	ds_read2_b64 v[110:113], v166 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[90:93], v[110:111], v[236:237], v[90:93]
	v_mfma_f32_16x16x16_f16 v[90:93], v[112:113], v[238:239], v[90:93]
	ds_read2_b64 v[110:113], v166 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[90:93], v[110:111], v[240:241], v[90:93]
	v_mfma_f32_16x16x16_f16 v[90:93], v[112:113], v[244:245], v[90:93]
	ds_read2_b64 v[110:113], v166 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[86:89], v[102:103], v[236:237], v[86:89]
	v_mfma_f32_16x16x16_f16 v[86:89], v[104:105], v[238:239], v[86:89]
	ds_read2_b64 v[102:105], v164 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[134:137], v[110:111], v[246:247], v[90:93]
	s_nop 2
	ds_read2_b64 v[90:93], v167 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[86:89], v[102:103], v[240:241], v[86:89]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[138:141], v[90:91], v[242:243], 0
	v_mfma_f32_16x16x16_f16 v[86:89], v[104:105], v[244:245], v[86:89]
	ds_read2_b64 v[102:105], v164 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[90:93], v[92:93], v[234:235], v[138:141]
	s_nop 3
	ds_read2_b64 v[138:141], v167 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[90:93], v[138:139], v[236:237], v[90:93]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	v_mfma_f32_16x16x16_f16 v[90:93], v[140:141], v[238:239], v[90:93]
	s_barrier
	ds_write_b128 v168, v[82:85]
	v_mfma_f32_16x16x16_f16 v[90:93], v[142:143], v[240:241], v[90:93]
	ds_write_b128 v168, v[94:97] offset:16
	ds_write_b128 v169, v[82:85]
	ds_write_b128 v169, v[94:97] offset:16
	ds_write_b128 v170, v[82:85]
	ds_write_b128 v170, v[94:97] offset:16
	ds_write_b128 v171, v[82:85]
	ds_write_b128 v171, v[94:97] offset:16
	v_mfma_f32_16x16x16_f16 v[90:93], v[144:145], v[244:245], v[90:93]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[86:89], v[102:103], v[246:247], v[86:89]
	v_mov_b32_e32 v140, 0
	v_mfma_f32_16x16x16_f16 v[142:145], v[146:147], v[246:247], v[90:93]
	v_mfma_f32_16x16x16_f16 v[94:97], v[104:105], v[248:249], v[86:89]
	ds_read_b128 v[102:105], v0
	s_nop 0
	ds_read_b128 v[90:93], v0 offset:64
	s_nop 0
	ds_read_b128 v[86:89], v0 offset:128
	ds_read_b128 v[82:85], v0 offset:192
	v_mfma_f32_16x16x16_f16 v[98:101], v[100:101], v[248:249], v[106:109]
	v_mfma_f32_16x16x16_f16 v[106:109], v[112:113], v[248:249], v[134:137]
	v_mfma_f32_16x16x16_f16 v[110:113], v[148:149], v[248:249], v[142:145]
	s_nop 1
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v141, v134
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_147
	global_load_dwordx4 v[138:141], v[126:127], off
.LBB0_147:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v135, v134
	v_mov_b32_e32 v136, v134
	v_mov_b32_e32 v137, v134
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_149
	global_load_dwordx4 v[134:137], v[128:129], off
.LBB0_149:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, v126
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_151
	global_load_dwordx4 v[142:145], v[130:131], off
.LBB0_151:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v127, v126
	v_mov_b32_e32 v128, v126
	v_mov_b32_e32 v129, v126
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_88
	global_load_dwordx4 v[126:129], v[132:133], off
	s_branch .LBB0_88
.LBB0_153:
	v_cmp_gt_i32_e32 vcc, s34, v115
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_155
	s_add_u32 s2, s30, s36
	v_mul_lo_u32 v34, s38, v115
	s_addc_u32 s3, s31, s37
	v_ashrrev_i32_e32 v35, 31, v34
	v_fma_mixlo_f16 v48, s33, v78, 0
	v_mul_lo_u32 v0, s42, v115
	v_fma_mixlo_f16 v37, s33, v76, 0
	v_fma_mixlo_f16 v36, s33, v74, 0
	v_fma_mixlo_f16 v39, s33, v72, 0
	v_fma_mixlo_f16 v38, s33, v70, 0
	v_fma_mixlo_f16 v41, s33, v68, 0
	v_fma_mixlo_f16 v40, s33, v66, 0
	v_fma_mixlo_f16 v43, s33, v64, 0
	v_fma_mixlo_f16 v42, s33, v62, 0
	v_fma_mixlo_f16 v45, s33, v60, 0
	v_fma_mixlo_f16 v44, s33, v58, 0
	v_fma_mixlo_f16 v47, s33, v56, 0
	v_fma_mixlo_f16 v46, s33, v54, 0
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[2:3]
	v_mov_b32_e32 v115, 0
	v_fma_mixlo_f16 v49, s33, v80, 0
	v_fma_mixhi_f16 v48, s33, v79, 0
	v_fma_mixlo_f16 v79, s33, v52, 0
	v_fma_mixlo_f16 v78, s33, v50, 0
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[114:115]
	v_fma_mixhi_f16 v49, s33, v81, 0
	v_fma_mixhi_f16 v78, s33, v51, 0
	v_fma_mixhi_f16 v79, s33, v53, 0
	v_fma_mixhi_f16 v46, s33, v55, 0
	v_fma_mixhi_f16 v47, s33, v57, 0
	v_fma_mixhi_f16 v44, s33, v59, 0
	v_fma_mixhi_f16 v45, s33, v61, 0
	v_fma_mixhi_f16 v42, s33, v63, 0
	v_fma_mixhi_f16 v43, s33, v65, 0
	v_fma_mixhi_f16 v40, s33, v67, 0
	v_fma_mixhi_f16 v41, s33, v69, 0
	v_fma_mixhi_f16 v38, s33, v71, 0
	v_fma_mixhi_f16 v39, s33, v73, 0
	v_fma_mixhi_f16 v36, s33, v75, 0
	v_fma_mixhi_f16 v37, s33, v77, 0
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v4, v4
	s_add_u32 s0, s46, s40
	global_store_dwordx2 v[34:35], v[48:49], off
	global_store_dwordx2 v[34:35], v[78:79], off offset:32
	global_store_dwordx2 v[34:35], v[46:47], off offset:64
	global_store_dwordx2 v[34:35], v[44:45], off offset:96
	global_store_dwordx2 v[34:35], v[42:43], off offset:128
	global_store_dwordx2 v[34:35], v[40:41], off offset:160
	global_store_dwordx2 v[34:35], v[38:39], off offset:192
	global_store_dwordx2 v[34:35], v[36:37], off offset:224
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v34, v7
	v_cvt_f16_f32_e32 v35, v6
	s_addc_u32 s1, s47, s41
	v_cvt_f16_f32_e32 v17, v17
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v14, v14
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v19, v19
	v_cvt_f16_f32_e32 v18, v18
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[0:1]
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v23, v23
	v_cvt_f16_f32_e32 v22, v22
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[114:115]
	v_pack_b32_f16 v2, v2, v3
	v_pack_b32_f16 v3, v4, v5
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v27, v27
	v_cvt_f16_f32_e32 v26, v26
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_pack_b32_f16 v2, v35, v34
	v_pack_b32_f16 v3, v8, v9
	v_cvt_f16_f32_e32 v33, v33
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v31, v31
	v_cvt_f16_f32_e32 v30, v30
	v_cvt_f16_f32_e32 v6, v10
	v_cvt_f16_f32_e32 v7, v11
	v_cvt_f16_f32_e32 v10, v12
	v_cvt_f16_f32_e32 v11, v13
	global_store_dwordx2 v[0:1], v[2:3], off offset:64
	v_pack_b32_f16 v2, v14, v15
	v_pack_b32_f16 v3, v16, v17
	global_store_dwordx2 v[0:1], v[2:3], off offset:96
	v_pack_b32_f16 v2, v18, v19
	v_pack_b32_f16 v3, v20, v21
	global_store_dwordx2 v[0:1], v[2:3], off offset:128
	v_pack_b32_f16 v2, v22, v23
	v_pack_b32_f16 v3, v24, v25
	global_store_dwordx2 v[0:1], v[2:3], off offset:160
	v_pack_b32_f16 v2, v26, v27
	v_pack_b32_f16 v3, v28, v29
	v_pack_b32_f16 v6, v6, v7
	v_pack_b32_f16 v7, v10, v11
	global_store_dwordx2 v[0:1], v[2:3], off offset:192
	v_pack_b32_f16 v2, v30, v31
	v_pack_b32_f16 v3, v32, v33
	global_store_dwordx2 v[0:1], v[6:7], off
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
		.amdhsa_next_free_vgpr 250
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 252
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

	.set _attn_bwd_dkdv.num_vgpr, 250
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
    .vgpr_count:     250
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
