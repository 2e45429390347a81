	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_load_dwordx2 s[16:17], s[4:5], 0x8c
	s_load_dword s34, s[4:5], 0x94
	s_abs_i32 s0, s7
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx4 s[36:39], s[4:5], 0x58
	v_bfe_u32 v83, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s12, s17
	v_cvt_f32_u32_e32 v1, s12
	s_sub_i32 s2, 0, s12
	s_xor_b32 s1, s7, s17
	s_ashr_i32 s1, s1, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v85, v0, 5, 1
	v_bfe_u32 v3, v0, 6, 1
	v_lshlrev_b32_e32 v2, 2, v85
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_bfe_u32 v84, v0, 3, 1
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v8, 0
	v_readfirstlane_b32 s13, v1
	s_mul_i32 s2, s2, s13
	s_mul_hi_u32 s2, s13, s2
	s_add_i32 s13, s13, s2
	s_mul_hi_u32 s2, s0, s13
	s_mul_i32 s3, s2, s12
	s_sub_i32 s0, s0, s3
	s_add_i32 s14, s2, 1
	s_sub_i32 s3, s0, s12
	s_cmp_ge_u32 s0, s12
	s_cselect_b32 s2, s14, s2
	s_cselect_b32 s0, s3, s0
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s0, s12
	s_cselect_b32 s0, s3, s2
	s_xor_b32 s0, s0, s1
	s_sub_i32 s19, s0, s1
	s_mul_i32 s0, s19, s17
	s_sub_i32 s18, s7, s0
	s_mul_i32 s0, s19, s36
	s_mul_i32 s3, s18, s37
	s_mul_hi_i32 s1, s19, s36
	s_mul_hi_i32 s2, s18, s37
	s_add_u32 s0, s3, s0
	s_addc_u32 s1, s2, s1
	s_lshl_b64 s[36:37], s[0:1], 1
	s_add_u32 s2, s10, s36
	v_lshlrev_b32_e32 v1, 1, v83
	v_readfirstlane_b32 s10, v3
	v_lshlrev_b32_e32 v3, 3, v3
	v_or3_b32 v1, v1, v2, v3
	v_lshrrev_b32_e32 v2, 7, v0
	s_addc_u32 s3, s11, s37
	v_readfirstlane_b32 s11, v2
	v_lshlrev_b32_e32 v2, 4, v2
	s_lshl_b32 s44, s6, 6
	v_or3_b32 v1, v1, v2, v84
	v_lshlrev_b32_e32 v2, 3, v0
	v_or_b32_e32 v5, s44, v1
	v_and_b32_e32 v82, 56, v2
	v_mul_lo_u32 v2, s38, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e64 v2, s[0:1], s2, v2
	v_addc_co_u32_e64 v3, s[0:1], v4, v3, s[0:1]
	v_lshlrev_b32_e32 v4, 1, v82
	v_add_co_u32_e64 v2, s[0:1], v2, v4
	v_cmp_gt_i32_e32 vcc, s34, v5
	v_addc_co_u32_e64 v3, s[0:1], 0, v3, s[0:1]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v12
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	global_load_dwordx4 v[8:11], v[2:3], off
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v12
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
	global_load_dwordx4 v[12:15], v[2:3], off offset:128
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_add3_u32 v4, s44, v1, 32
	v_mul_lo_u32 v2, s38, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e64 v2, s[2:3], s2, v2
	v_addc_co_u32_e64 v3, s[2:3], v6, v3, s[2:3]
	v_lshlrev_b32_e32 v6, 1, v82
	v_add_co_u32_e64 v2, s[2:3], v2, v6
	v_mov_b32_e32 v20, 0
	v_cmp_gt_i32_e64 s[0:1], s34, v4
	v_addc_co_u32_e64 v3, s[2:3], 0, v3, s[2:3]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, v20
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
	global_load_dwordx4 v[16:19], v[2:3], off
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v20
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
	global_load_dwordx4 v[20:23], v[2:3], off offset:128
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[40:43], s[4:5], 0x68
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s19, s40
	s_mul_i32 s15, s18, s41
	s_mul_hi_i32 s3, s19, s40
	s_mul_hi_i32 s14, s18, s41
	s_add_u32 s2, s15, s2
	s_addc_u32 s3, s14, s3
	v_mul_lo_u32 v2, s42, v5
	s_lshl_b64 s[40:41], s[2:3], 1
	s_add_u32 s6, s6, s40
	v_ashrrev_i32_e32 v3, 31, v2
	s_addc_u32 s14, s7, s41
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v5, s14
	v_add_co_u32_e64 v2, s[2:3], s6, v2
	v_addc_co_u32_e64 v3, s[2:3], v5, v3, s[2:3]
	v_add_co_u32_e64 v2, s[2:3], v2, v6
	v_addc_co_u32_e64 v3, s[2:3], 0, v3, s[2:3]
	v_mov_b32_e32 v93, v94
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
	global_load_dwordx4 v[90:93], v[2:3], off
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	s_abs_i32 s7, s16
	v_mov_b32_e32 v95, v94
	v_mov_b32_e32 v96, v94
	v_mov_b32_e32 v97, v94
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_12
	global_load_dwordx4 v[94:97], v[2:3], off offset:128
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	v_mul_lo_u32 v2, s42, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v4, s14
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_mov_b32_e32 v102, 0
	s_mul_hi_u32 s13, s7, s13
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_14
	global_load_dwordx4 v[98:101], v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[2:3]
	s_ashr_i32 s6, s16, 31
	s_ashr_i32 s14, s17, 31
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[102:105], v[2:3], off offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	s_lshl_b32 s0, s10, 4
	s_lshl_b32 s1, s11, 5
	v_and_b32_e32 v88, 15, v0
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v89, s0, v88
	v_lshlrev_b32_e32 v86, 2, v83
	v_lshlrev_b32_e32 v87, 3, v85
	v_mul_u32_u24_e32 v1, 0x110, v1
	v_or_b32_e32 v106, v86, v87
	v_lshl_add_u32 v107, v82, 1, v1
	v_mul_u32_u24_e32 v1, 0x110, v89
	v_lshl_add_u32 v155, v106, 1, v1
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v107, v[8:11]
	ds_write_b128 v107, v[12:15] offset:128
	ds_write_b128 v107, v[16:19] offset:8704
	ds_write_b128 v107, v[20:23] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[34:37], v155 offset1:4
	ds_read2_b64 v[38:41], v155 offset0:8 offset1:12
	ds_read2_b64 v[42:45], v155 offset0:16 offset1:20
	ds_read2_b64 v[46:49], v155 offset0:24 offset1:28
	s_mul_i32 s1, s13, s12
	s_sub_i32 s1, s7, s1
	s_xor_b32 s0, s6, s14
	s_add_i32 s2, s13, 1
	s_sub_i32 s3, s1, s12
	s_cmp_ge_u32 s1, s12
	s_cselect_b32 s2, s2, s13
	s_load_dword s33, s[4:5], 0x18
	s_load_dwordx8 s[24:31], s[4:5], 0x20
	s_load_dwordx2 s[46:47], s[4:5], 0x40
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s12
	s_cselect_b32 s1, s3, s2
	s_xor_b32 s1, s1, s0
	s_sub_i32 s39, s1, s0
	s_movk_i32 s6, 0x110
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
	v_or_b32_e32 v154, s44, v89
	s_cmp_lt_i32 s39, 1
	v_lshlrev_b32_e32 v121, 1, v106
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v107, v[90:93]
	ds_write_b128 v107, v[94:97] offset:128
	ds_write_b128 v107, v[98:101] offset:8704
	ds_write_b128 v107, v[102:105] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_153
	s_add_i32 s0, s44, 0x7f
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_and_b32 s7, s0, 0xffffffc0
	s_load_dwordx4 s[0:3], s[4:5], 0x48
	s_load_dwordx4 s[12:15], s[4:5], 0x78
	s_ashr_i32 s35, s34, 31
	s_mul_i32 s4, s16, s19
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s3, s4, s34
	s_ashr_i32 s56, s1, 31
	s_mov_b32 s57, s1
	s_mul_i32 s1, s4, s35
	s_mul_hi_i32 s5, s16, s19
	s_add_i32 s1, s3, s1
	s_mul_i32 s3, s5, s34
	s_add_i32 s17, s1, s3
	s_mul_i32 s16, s4, s34
	s_min_i32 s43, s7, s34
	s_ashr_i32 s58, s13, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s60, s26, s16
	s_mul_hi_i32 s1, s19, s0
	s_mul_i32 s0, s19, s0
	s_addc_u32 s61, s27, s17
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s62, s8, s0
	s_addc_u32 s63, s9, s1
	s_mul_hi_i32 s1, s19, s12
	s_mul_i32 s0, s19, s12
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s64, s24, s0
	s_addc_u32 s65, s25, s1
	s_add_u32 s66, s28, s16
	s_addc_u32 s67, s29, s17
	s_lshl_b32 s3, s10, 2
	s_lshl_b32 s8, s11, 3
	v_add_u32_e32 v2, 32, v155
	v_add_u32_e32 v4, 0x60, v155
	s_cmp_lt_i32 s44, s43
	v_add_u32_e32 v3, 64, v155
	v_add_u32_e32 v5, 0x80, v155
	v_add_u32_e32 v6, 0xa0, v155
	v_add_u32_e32 v7, 0xc0, v155
	v_add_u32_e32 v8, 0xe0, v155
	ds_read_b64 v[232:233], v2
	ds_read_b64 v[234:235], v3
	ds_read_b64 v[236:237], v4
	ds_read_b64 v[238:239], v5
	ds_read_b64 v[240:241], v155
	ds_read_b64 v[242:243], v6
	ds_read_b64 v[244:245], v7
	ds_read_b64 v[246:247], v8
	v_lshlrev_b32_e32 v4, 1, v85
	s_cselect_b64 s[50:51], -1, 0
	s_cmp_lt_i32 s7, s34
	s_mul_hi_i32 s49, s39, s18
	s_mul_i32 s48, s39, s18
	v_or_b32_e32 v2, s3, v4
	s_movk_i32 s0, 0x90
	s_cselect_b64 s[52:53], -1, 0
	s_ashr_i32 s45, s44, 31
	v_or3_b32 v2, v2, s8, v83
	v_mad_u32_u24 v171, v88, s0, v121
	s_lshl_b64 s[54:55], s[44:45], 2
	s_lshl_b64 s[0:1], s[4:5], 2
	s_lshl_b64 s[4:5], s[48:49], 2
	v_or_b32_e32 v3, 16, v2
	v_lshl_or_b32 v114, v84, 6, v82
	v_lshlrev_b32_e32 v7, 2, v82
	s_add_u32 s0, s0, s4
	v_mul_u32_u24_e32 v159, 0x110, v3
	v_mad_u32_u24 v167, v3, s6, v7
	v_mul_u32_u24_e32 v3, 0x90, v114
	s_addc_u32 s1, s1, s5
	v_and_b32_e32 v0, 7, v0
	v_or_b32_e32 v5, 32, v2
	v_or_b32_e32 v6, 48, v2
	v_mul_u32_u24_e32 v158, 0x110, v2
	v_mad_u32_u24 v166, v2, s6, v7
	v_lshl_add_u32 v170, v2, 1, v3
	v_lshlrev_b32_e32 v0, 5, v0
	s_mul_i32 s1, s1, s34
	s_mul_i32 s4, s0, s35
	v_mov_b32_e32 v2, s34
	s_add_i32 s4, s4, s1
	v_mad_u64_u32 v[2:3], s[0:1], s0, v2, v[0:1]
	s_add_i32 s0, s44, s8
	v_add_u32_e32 v3, s4, v3
	v_mov_b32_e32 v1, s29
	v_add_co_u32_e32 v0, vcc, s28, v2
	s_add_i32 s0, s0, s3
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_add3_u32 v177, s0, v4, v83
	v_add_co_u32_e32 v116, vcc, s26, v2
	v_add_u32_e32 v2, 48, v177
	s_add_i32 s0, s43, s8
	v_mul_lo_u32 v178, s14, v2
	v_mul_lo_u32 v179, s2, v2
	v_add_u32_e32 v2, 32, v177
	s_add_i32 s0, s0, s3
	v_mul_lo_u32 v180, s14, v2
	v_mul_lo_u32 v181, s2, v2
	v_add_u32_e32 v2, 16, v177
	v_add3_u32 v187, s0, v4, v83
	v_mul_lo_u32 v182, s14, v2
	v_mul_lo_u32 v183, s2, v2
	v_add_u32_e32 v2, 48, v187
	v_mul_lo_u32 v188, s14, v2
	v_mul_lo_u32 v189, s2, v2
	v_add_u32_e32 v2, 32, v187
	v_mov_b32_e32 v9, 0x3fb8aa3b
	v_mul_u32_u24_e32 v160, 0x110, v5
	v_mad_u32_u24 v162, v88, s6, v121
	v_mad_u32_u24 v168, v5, s6, v7
	v_mov_b32_e32 v5, s27
	v_mul_lo_u32 v190, s14, v2
	v_mul_lo_u32 v191, s2, v2
	v_add_u32_e32 v2, 16, v187
	v_mul_f32_e32 v156, s33, v9
	s_mov_b32 s59, s13
	v_lshlrev_b32_e32 v157, 1, v114
	v_mul_u32_u24_e32 v161, 0x110, v6
	v_add_u32_e32 v163, 0x1100, v162
	v_add_u32_e32 v164, 0x2200, v162
	v_add_u32_e32 v165, 0x3300, v162
	v_mad_u32_u24 v169, v6, s6, v7
	v_add_u32_e32 v172, 0x900, v171
	v_add_u32_e32 v173, 0x1200, v171
	v_add_u32_e32 v174, 0x1b00, v171
	s_lshl_b64 s[28:29], s[34:35], 2
	v_addc_co_u32_e32 v117, vcc, v5, v3, vcc
	v_add_u32_e32 v175, s44, v82
	v_add3_u32 v176, s44, v87, v86
	s_lshl_b32 s45, s14, 6
	s_lshl_b32 s68, s2, 6
	v_mul_lo_u32 v184, s14, v177
	v_mul_lo_u32 v185, s2, v177
	v_add_u32_e32 v186, s43, v82
	v_mul_lo_u32 v192, s14, v2
	v_mul_lo_u32 v193, s2, v2
	v_mul_lo_u32 v194, s14, v187
	v_mul_lo_u32 v195, s2, v187
	s_mov_b32 s69, 0
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
	s_mov_b32 s70, 0xc2fc0000
	s_movk_i32 s71, 0x100
	s_branch .LBB0_19
.LBB0_18:
	v_mov_b32_e32 v82, s29
	v_add_co_u32_e32 v0, vcc, s28, v0
	v_addc_co_u32_e32 v1, vcc, v1, v82, vcc
	s_add_i32 s69, s69, 1
	v_add_co_u32_e32 v116, vcc, s28, v116
	s_cmp_lg_u32 s69, s39
	v_addc_co_u32_e32 v117, vcc, v117, v82, vcc
	s_cbranch_scc0 .LBB0_153
.LBB0_19:
	s_add_u32 s2, s48, s69
	s_addc_u32 s3, s49, 0
	s_mul_i32 s0, s2, s56
	s_mul_hi_u32 s1, s2, s57
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s3, s57
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s2, s57
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s76, s62, s0
	s_addc_u32 s77, s63, s1
	s_mul_i32 s0, s2, s58
	s_mul_hi_u32 s1, s2, s59
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s3, s59
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s2, s59
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s78, s64, s0
	s_addc_u32 s79, s65, s1
	s_mul_i32 s0, s2, s35
	s_mul_hi_u32 s1, s2, s34
	s_add_i32 s0, s1, s0
	s_mul_i32 s3, s3, s34
	s_add_i32 s1, s0, s3
	s_mul_i32 s0, s2, s34
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s72, s60, s0
	s_addc_u32 s73, s61, s1
	s_add_u32 s74, s66, s0
	s_addc_u32 s75, s67, s1
	s_andn2_b64 vcc, exec, s[50:51]
	v_lshlrev_b32_e32 v144, 1, v114
	s_cbranch_vccnz .LBB0_86
	v_mov_b32_e32 v82, s77
	v_add_co_u32_e32 v118, vcc, s76, v144
	v_addc_co_u32_e32 v115, vcc, 0, v82, vcc
	v_mov_b32_e32 v82, s79
	v_add_co_u32_e32 v120, vcc, s78, v144
	v_addc_co_u32_e32 v119, vcc, 0, v82, vcc
	s_mov_b32 s80, 0
	s_mov_b32 s81, 0
	s_mov_b32 s82, 0
	v_pk_mov_b32 v[122:123], v[116:117], v[116:117] op_sel:[0,1]
	v_pk_mov_b32 v[124:125], v[0:1], v[0:1] op_sel:[0,1]
	s_branch .LBB0_22
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v82, v82, v90
	v_sub_f32_e32 v84, v84, v92
	v_sub_f32_e32 v83, v83, v91
	v_sub_f32_e32 v85, v85, v93
	v_fma_mixlo_f16 v90, v151, v82, 0
	v_fma_mixlo_f16 v91, v153, v84, 0
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v170, v138
	ds_write_b16_d16_hi v170, v138 offset:144
	ds_write_b16 v170, v139 offset:288
	ds_write_b16_d16_hi v170, v139 offset:432
	ds_write_b16 v170, v140 offset:576
	ds_write_b16_d16_hi v170, v140 offset:720
	ds_write_b16 v170, v141 offset:864
	ds_write_b16_d16_hi v170, v141 offset:1008
	ds_write_b16 v170, v134 offset:32
	ds_write_b16_d16_hi v170, v134 offset:176
	ds_write_b16 v170, v135 offset:320
	ds_write_b16_d16_hi v170, v135 offset:464
	ds_write_b16 v170, v136 offset:608
	ds_write_b16_d16_hi v170, v136 offset:752
	ds_write_b16 v170, v137 offset:896
	ds_write_b16_d16_hi v170, v137 offset:1040
	ds_write_b16 v170, v146 offset:64
	ds_write_b16_d16_hi v170, v146 offset:208
	ds_write_b16 v170, v147 offset:352
	ds_write_b16_d16_hi v170, v147 offset:496
	ds_write_b16 v170, v148 offset:640
	ds_write_b16_d16_hi v170, v148 offset:784
	ds_write_b16 v170, v149 offset:928
	ds_write_b16_d16_hi v170, v149 offset:1072
	ds_write_b16 v170, v126 offset:96
	ds_write_b16_d16_hi v170, v126 offset:240
	ds_write_b16 v170, v127 offset:384
	ds_write_b16_d16_hi v170, v127 offset:528
	ds_write_b16 v170, v128 offset:672
	ds_write_b16_d16_hi v170, v128 offset:816
	ds_write_b16 v170, v129 offset:960
	ds_write_b16_d16_hi v170, v129 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_fma_mixhi_f16 v91, v207, v85, 0
	v_fma_mixhi_f16 v90, v150, v83, 0
	ds_read2_b64 v[82:85], v172 offset1:4
	v_sub_f32_e32 v110, v106, v110
	v_sub_f32_e32 v112, v108, v112
	v_sub_f32_e32 v111, v107, v111
	v_sub_f32_e32 v113, v109, v113
	v_sub_f32_e32 v98, v98, v102
	v_sub_f32_e32 v126, v99, v103
	v_fma_mixlo_f16 v102, v205, v110, 0
	v_fma_mixlo_f16 v103, v206, v112, 0
	v_fma_mixhi_f16 v103, v204, v113, 0
	v_fma_mixhi_f16 v102, v200, v111, 0
	v_sub_f32_e32 v99, v100, v104
	v_sub_f32_e32 v104, v101, v105
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[50:53], v[82:83], v[102:103], v[50:53]
	v_sub_f32_e32 v94, v86, v94
	v_sub_f32_e32 v95, v87, v95
	v_fma_mixlo_f16 v86, v201, v98, 0
	v_fma_mixlo_f16 v87, v203, v99, 0
	v_fma_mixhi_f16 v87, v202, v104, 0
	v_fma_mixhi_f16 v86, v197, v126, 0
	v_sub_f32_e32 v96, v88, v96
	v_sub_f32_e32 v97, v89, v97
	v_mfma_f32_16x16x16f16 v[50:53], v[84:85], v[86:87], v[50:53]
	ds_read2_b64 v[82:85], v172 offset0:8 offset1:12
	v_fma_mixlo_f16 v88, v196, v94, 0
	v_fma_mixlo_f16 v89, v198, v96, 0
	v_fma_mixhi_f16 v89, v199, v97, 0
	v_fma_mixhi_f16 v88, v152, v95, 0
	ds_read2_b64 v[106:109], v171 offset1:4
	ds_read2_b64 v[98:101], v171 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[50:53], v[82:83], v[88:89], v[50:53]
	v_add_co_u32_e32 v124, vcc, s71, v124
	v_addc_co_u32_e32 v125, vcc, 0, v125, vcc
	s_add_i32 s82, s82, 64
	v_add_co_u32_e32 v122, vcc, s71, v122
	v_mfma_f32_16x16x16f16 v[50:53], v[84:85], v[90:91], v[50:53]
	ds_read2_b64 v[82:85], v173 offset1:4
	s_add_i32 s0, s44, s82
	s_add_i32 s81, s81, s45
	s_add_i32 s80, s80, s68
	v_addc_co_u32_e32 v123, vcc, 0, v123, vcc
	s_cmp_ge_i32 s0, s43
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[54:57], v[82:83], v[102:103], v[54:57]
	v_mfma_f32_16x16x16f16 v[54:57], v[84:85], v[86:87], v[54:57]
	ds_read2_b64 v[82:85], v173 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[54:57], v[82:83], v[88:89], v[54:57]
	v_mfma_f32_16x16x16f16 v[54:57], v[84:85], v[90:91], v[54:57]
	ds_read2_b64 v[82:85], v174 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[82:83], v[102:103], v[58:61]
	v_mfma_f32_16x16x16f16 v[58:61], v[84:85], v[86:87], v[58:61]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[82:83], v[88:89], v[58:61]
	v_mfma_f32_16x16x16f16 v[58:61], v[84:85], v[90:91], v[58:61]
	ds_read2_b64 v[82:85], v208 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[62:65], v[82:83], v[102:103], v[62:65]
	v_mfma_f32_16x16x16f16 v[62:65], v[84:85], v[86:87], v[62:65]
	ds_read2_b64 v[82:85], v208 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[62:65], v[82:83], v[88:89], v[62:65]
	v_mfma_f32_16x16x16f16 v[62:65], v[84:85], v[90:91], v[62:65]
	ds_read2_b64 v[82:85], v209 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[66:69], v[82:83], v[102:103], v[66:69]
	v_mfma_f32_16x16x16f16 v[66:69], v[84:85], v[86:87], v[66:69]
	ds_read2_b64 v[82:85], v209 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[66:69], v[82:83], v[88:89], v[66:69]
	v_mfma_f32_16x16x16f16 v[66:69], v[84:85], v[90:91], v[66:69]
	ds_read2_b64 v[82:85], v210 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[70:73], v[82:83], v[102:103], v[70:73]
	v_mfma_f32_16x16x16f16 v[70:73], v[84:85], v[86:87], v[70:73]
	ds_read2_b64 v[82:85], v210 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[70:73], v[82:83], v[88:89], v[70:73]
	v_mfma_f32_16x16x16f16 v[70:73], v[84:85], v[90:91], v[70:73]
	ds_read2_b64 v[82:85], v211 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[74:77], v[82:83], v[102:103], v[74:77]
	v_mfma_f32_16x16x16f16 v[78:81], v[106:107], v[102:103], v[78:81]
	v_mfma_f32_16x16x16f16 v[74:77], v[84:85], v[86:87], v[74:77]
	ds_read2_b64 v[82:85], v211 offset0:232 offset1:236
	v_mfma_f32_16x16x16f16 v[78:81], v[108:109], v[86:87], v[78:81]
	v_mfma_f32_16x16x16f16 v[78:81], v[98:99], v[88:89], v[78:81]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[74:77], v[82:83], v[88:89], v[74:77]
	v_mfma_f32_16x16x16f16 v[78:81], v[100:101], v[90:91], v[78:81]
	v_mfma_f32_16x16x16f16 v[74:77], v[84:85], v[90:91], v[74:77]
	s_cbranch_scc1 .LBB0_86
.LBB0_22:
	v_add_u32_e32 v84, s80, v185
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshlrev_b64 v[84:85], 1, v[84:85]
	v_add_u32_e32 v82, s82, v177
	v_add_co_u32_e64 v126, s[0:1], v118, v84
	v_mov_b32_e32 v88, 0
	v_cmp_gt_i32_e32 vcc, s34, v82
	v_addc_co_u32_e64 v127, s[0:1], v115, v85, s[0:1]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_24
	global_load_dwordx4 v[84:87], v[126:127], off
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v90, s80, v183
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshlrev_b64 v[90:91], 1, v[90:91]
	v_add_u32_e32 v83, 16, v82
	v_add_co_u32_e64 v128, s[2:3], v118, v90
	v_cmp_gt_i32_e64 s[0:1], s34, v83
	v_addc_co_u32_e64 v129, s[2:3], v115, v91, s[2:3]
	v_mov_b32_e32 v89, v88
	v_mov_b32_e32 v90, v88
	v_mov_b32_e32 v91, v88
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_26
	global_load_dwordx4 v[88:91], v[128:129], off
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v92, s80, v181
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_add_u32_e32 v83, 32, v82
	v_add_co_u32_e64 v130, s[4:5], v118, v92
	v_mov_b32_e32 v96, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v83
	v_addc_co_u32_e64 v131, s[4:5], v115, v93, s[4:5]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, v96
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_28
	global_load_dwordx4 v[92:95], v[130:131], off
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v82, 48, v82
	v_cmp_gt_i32_e64 s[4:5], s34, v82
	v_add_u32_e32 v82, s80, v179
	v_ashrrev_i32_e32 v83, 31, v82
	v_lshlrev_b64 v[82:83], 1, v[82:83]
	v_add_co_u32_e64 v132, s[6:7], v118, v82
	v_addc_co_u32_e64 v133, s[6:7], v115, v83, s[6:7]
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_30
	global_load_dwordx4 v[96:99], v[132:133], off
.LBB0_30:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v134, s82, v175
	v_mov_b32_e32 v103, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v134
	v_ashrrev_i32_e32 v135, 31, v134
	v_mov_b32_e32 v102, v103
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_32
	v_lshlrev_b64 v[82:83], 2, v[134:135]
	v_mov_b32_e32 v100, s73
	v_add_co_u32_e64 v82, s[8:9], s72, v82
	v_addc_co_u32_e64 v83, s[8:9], v100, v83, s[8:9]
	global_load_dword v102, v[82:83], off
.LBB0_32:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v83, s55
	v_add_co_u32_e64 v82, s[8:9], s54, v122
	v_addc_co_u32_e64 v83, s[8:9], v123, v83, s[8:9]
	v_add_u32_e32 v100, 1, v134
	v_cmp_gt_i32_e64 s[8:9], s34, v100
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_34
	global_load_dword v103, v[82:83], off offset:4
.LBB0_34:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v100, 2, v134
	v_mov_b32_e32 v105, 0
	v_cmp_gt_i32_e64 s[10:11], s34, v100
	v_mov_b32_e32 v104, v105
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_36
	global_load_dword v104, v[82:83], off offset:8
.LBB0_36:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v100, 3, v134
	v_cmp_gt_i32_e64 s[12:13], s34, v100
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_38
	global_load_dword v105, v[82:83], off offset:12
.LBB0_38:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v100, 4, v134
	v_mov_b32_e32 v107, 0
	v_cmp_gt_i32_e64 s[14:15], s34, v100
	v_mov_b32_e32 v106, v107
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_40
	global_load_dword v106, v[82:83], off offset:16
.LBB0_40:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v100, 5, v134
	v_cmp_gt_i32_e64 s[16:17], s34, v100
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_42
	global_load_dword v107, v[82:83], off offset:20
.LBB0_42:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v100, 6, v134
	v_mov_b32_e32 v109, 0
	v_cmp_gt_i32_e64 s[18:19], s34, v100
	v_mov_b32_e32 v108, v109
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_44
	global_load_dword v108, v[82:83], off offset:24
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v100, 7, v134
	v_cmp_gt_i32_e64 s[20:21], s34, v100
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_46
	global_load_dword v109, v[82:83], off offset:28
.LBB0_46:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v145, v157, v158
	v_add_u32_e32 v147, v157, v159
	v_add_u32_e32 v148, v157, v160
	v_add_u32_e32 v149, v157, v161
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v145, v[84:87]
	ds_write_b128 v147, v[88:91]
	ds_write_b128 v148, v[92:95]
	ds_write_b128 v149, v[96:99]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v162 offset1:4
	ds_read2_b64 v[90:93], v163 offset1:4
	ds_read2_b64 v[98:101], v164 offset1:4
	ds_read2_b64 v[136:139], v165 offset1:4
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[86:89], v[82:83], v[34:35], 0
	v_add_u32_e32 v146, v155, v121
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v212, 0
	v_mov_b32_e32 v213, 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v215, v208
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[94:97], v[90:91], v[34:35], 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[110:113], v[98:99], v[34:35], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[140:143], v[136:137], v[34:35], 0
	v_mfma_f32_16x16x16f16 v[82:85], v[84:85], v[36:37], v[86:89]
	s_nop 6
	ds_read2_b64 v[86:89], v162 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[90:93], v[92:93], v[36:37], v[94:97]
	s_nop 6
	ds_read2_b64 v[94:97], v163 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[98:101], v[100:101], v[36:37], v[110:113]
	s_nop 6
	ds_read2_b64 v[110:113], v164 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[136:139], v[138:139], v[36:37], v[140:143]
	s_nop 6
	ds_read2_b64 v[140:143], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[38:39], v[82:85]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[90:93], v[94:95], v[38:39], v[90:93]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[98:101], v[110:111], v[38:39], v[98:101]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[136:139], v[140:141], v[38:39], v[136:139]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[40:41], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[90:93], v[96:97], v[40:41], v[90:93]
	ds_read2_b64 v[94:97], v163 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[98:101], v[112:113], v[40:41], v[98:101]
	ds_read2_b64 v[110:113], v164 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[136:139], v[142:143], v[40:41], v[136:139]
	ds_read2_b64 v[140:143], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[42:43], v[82:85]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[90:93], v[94:95], v[42:43], v[90:93]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[98:101], v[110:111], v[42:43], v[98:101]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[136:139], v[140:141], v[42:43], v[136:139]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[44:45], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[90:93], v[96:97], v[44:45], v[90:93]
	ds_read2_b64 v[94:97], v163 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[98:101], v[112:113], v[44:45], v[98:101]
	ds_read2_b64 v[110:113], v164 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[136:139], v[142:143], v[44:45], v[136:139]
	ds_read2_b64 v[140:143], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[46:47], v[82:85]
	s_barrier
	ds_write_b128 v166, v[102:105]
	ds_write_b128 v166, v[106:109] offset:16
	ds_write_b128 v167, v[102:105]
	ds_write_b128 v167, v[106:109] offset:16
	ds_write_b128 v168, v[102:105]
	ds_write_b128 v168, v[106:109] offset:16
	ds_write_b128 v169, v[102:105]
	ds_write_b128 v169, v[106:109] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[90:93], v[94:95], v[46:47], v[90:93]
	v_mfma_f32_16x16x16f16 v[98:101], v[110:111], v[46:47], v[98:101]
	v_mfma_f32_16x16x16f16 v[138:141], v[140:141], v[46:47], v[136:139]
	v_mfma_f32_16x16x16f16 v[86:89], v[88:89], v[48:49], v[82:85]
	v_mfma_f32_16x16x16f16 v[82:85], v[96:97], v[48:49], v[90:93]
	s_nop 6
	v_add_u32_e32 v90, s81, v184
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshlrev_b64 v[90:91], 1, v[90:91]
	v_mfma_f32_16x16x16f16 v[94:97], v[112:113], v[48:49], v[98:101]
	v_add_co_u32_e64 v136, s[22:23], v120, v90
	v_addc_co_u32_e64 v137, s[22:23], v119, v91, s[22:23]
	ds_read_b128 v[110:113], v146
	ds_read_b128 v[106:109], v146 offset:64
	ds_read_b128 v[102:105], v146 offset:128
	ds_read_b128 v[90:93], v146 offset:192
	v_mfma_f32_16x16x16f16 v[98:101], v[142:143], v[48:49], v[138:141]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_48
	global_load_dwordx4 v[212:215], v[136:137], off
.LBB0_48:
	s_or_b64 exec, exec, s[22:23]
	s_nop 3
	v_add_u32_e32 v138, s81, v182
	v_ashrrev_i32_e32 v139, 31, v138
	v_lshlrev_b64 v[138:139], 1, v[138:139]
	v_add_co_u32_e64 v138, s[22:23], v120, v138
	v_addc_co_u32_e64 v139, s[22:23], v119, v139, s[22:23]
	v_mov_b32_e32 v209, v208
	v_mov_b32_e32 v210, v208
	v_mov_b32_e32 v211, v208
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_50
	global_load_dwordx4 v[208:211], v[138:139], off
.LBB0_50:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v140, s81, v180
	v_ashrrev_i32_e32 v141, 31, v140
	v_lshlrev_b64 v[140:141], 1, v[140:141]
	v_add_co_u32_e64 v140, s[22:23], v120, v140
	v_mov_b32_e32 v216, 0
	v_addc_co_u32_e64 v141, s[22:23], v119, v141, s[22:23]
	v_mov_b32_e32 v220, 0
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, v216
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_52
	global_load_dwordx4 v[220:223], v[140:141], off
.LBB0_52:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v142, s81, v178
	v_ashrrev_i32_e32 v143, 31, v142
	v_lshlrev_b64 v[142:143], 1, v[142:143]
	v_add_co_u32_e64 v142, s[22:23], v120, v142
	v_addc_co_u32_e64 v143, s[22:23], v119, v143, s[22:23]
	v_mov_b32_e32 v217, v216
	v_mov_b32_e32 v218, v216
	v_mov_b32_e32 v219, v216
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_54
	global_load_dwordx4 v[216:219], v[142:143], off
.LBB0_54:
	s_or_b64 exec, exec, s[22:23]
	v_mul_f32_e32 v86, v156, v86
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v86, v86, v110
	v_mul_f32_e32 v98, v156, v98
	v_cmp_gt_f32_e64 s[22:23], s70, v86
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v90, v98, v90
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v86, v86, v98
	v_mul_f32_e32 v87, v156, v87
	v_exp_f32_e32 v86, v86
	v_sub_f32_e32 v87, v87, v111
	v_cmp_gt_f32_e64 s[24:25], s70, v87
	v_mul_f32_e32 v88, v156, v88
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[24:25]
	v_sub_f32_e32 v88, v88, v112
	v_mul_f32_e32 v87, v87, v98
	v_mul_f32_e32 v98, v86, v86
	v_mul_f32_e32 v99, v156, v99
	v_cndmask_b32_e64 v86, v86, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v88
	v_sub_f32_e32 v91, v99, v91
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v87, v87
	v_mul_f32_e32 v88, v88, v99
	v_exp_f32_e32 v88, v88
	v_mul_f32_e32 v89, v156, v89
	v_mul_f32_e32 v82, v156, v82
	v_sub_f32_e32 v89, v89, v113
	v_mul_f32_e32 v98, v87, v87
	v_sub_f32_e32 v82, v82, v106
	v_cmp_gt_f32_e64 s[26:27], s70, v89
	v_cndmask_b32_e64 v87, v87, v98, s[24:25]
	v_mul_f32_e32 v98, v88, v88
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v88, v88, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v82
	v_mul_f32_e32 v89, v89, v99
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v89, v89
	v_mul_f32_e32 v82, v82, v99
	v_exp_f32_e32 v82, v82
	v_mul_f32_e32 v83, v156, v83
	v_mul_f32_e32 v84, v156, v84
	v_sub_f32_e32 v83, v83, v107
	v_mul_f32_e32 v98, v89, v89
	v_sub_f32_e32 v84, v84, v108
	v_cmp_gt_f32_e64 s[24:25], s70, v83
	v_cndmask_b32_e64 v89, v89, v98, s[26:27]
	v_mul_f32_e32 v98, v82, v82
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v82, v82, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v84
	v_mul_f32_e32 v83, v83, v99
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v84, v84, v99
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v85, v156, v85
	v_mul_f32_e32 v94, v156, v94
	v_sub_f32_e32 v85, v85, v109
	v_mul_f32_e32 v98, v83, v83
	v_sub_f32_e32 v94, v94, v102
	v_cmp_gt_f32_e64 s[26:27], s70, v85
	v_cndmask_b32_e64 v83, v83, v98, s[24:25]
	v_mul_f32_e32 v98, v84, v84
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v84, v84, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v94
	v_mul_f32_e32 v85, v85, v99
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v85, v85
	v_mul_f32_e32 v94, v94, v99
	v_exp_f32_e32 v94, v94
	v_mul_f32_e32 v95, v156, v95
	v_mul_f32_e32 v96, v156, v96
	v_sub_f32_e32 v95, v95, v103
	v_mul_f32_e32 v98, v85, v85
	v_sub_f32_e32 v96, v96, v104
	v_cmp_gt_f32_e64 s[24:25], s70, v95
	v_cndmask_b32_e64 v85, v85, v98, s[26:27]
	v_mul_f32_e32 v98, v94, v94
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v94, v94, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v96
	v_mul_f32_e32 v95, v95, v99
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v95, v95
	v_mul_f32_e32 v96, v96, v99
	v_exp_f32_e32 v96, v96
	v_mul_f32_e32 v97, v156, v97
	v_sub_f32_e32 v97, v97, v105
	v_mul_f32_e32 v98, v95, v95
	v_cmp_gt_f32_e64 s[26:27], s70, v97
	v_cndmask_b32_e64 v95, v95, v98, s[24:25]
	v_mul_f32_e32 v98, v96, v96
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v96, v96, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v90
	v_mul_f32_e32 v97, v97, v99
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v97, v97
	v_mul_f32_e32 v90, v90, v99
	v_exp_f32_e32 v90, v90
	v_mul_f32_e32 v100, v156, v100
	v_mul_f32_e32 v98, v97, v97
	v_sub_f32_e32 v92, v100, v92
	v_cmp_gt_f32_e64 s[24:25], s70, v91
	v_cndmask_b32_e64 v97, v97, v98, s[26:27]
	v_mul_f32_e32 v98, v90, v90
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v90, v90, v98, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v92
	v_mul_f32_e32 v91, v91, v99
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v91, v91
	v_mul_f32_e32 v92, v92, v99
	v_exp_f32_e32 v92, v92
	v_add_u32_e32 v150, s82, v176
	v_mul_f32_e32 v98, v91, v91
	v_cndmask_b32_e64 v91, v91, v98, s[24:25]
	v_mul_f32_e32 v98, v92, v92
	v_add_u32_e32 v151, 1, v150
	v_cndmask_b32_e64 v92, v92, v98, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v150, v154
	v_add_u32_e32 v152, 2, v150
	v_cndmask_b32_e64 v205, 0, v86, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v151, v154
	v_add_u32_e32 v153, 3, v150
	v_cndmask_b32_e64 v200, 0, v87, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v152, v154
	v_add_u32_e32 v196, 16, v150
	v_cndmask_b32_e64 v206, 0, v88, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v153, v154
	v_add_u32_e32 v197, 17, v150
	v_cndmask_b32_e64 v204, 0, v89, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v196, v154
	v_add_u32_e32 v198, 18, v150
	v_cndmask_b32_e64 v201, 0, v82, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v197, v154
	v_add_u32_e32 v199, 19, v150
	v_cndmask_b32_e64 v197, 0, v83, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v198, v154
	v_cndmask_b32_e64 v203, 0, v84, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v199, v154
	v_cndmask_b32_e64 v202, 0, v85, s[22:23]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v170, v212
	ds_write_b16_d16_hi v170, v212 offset:144
	ds_write_b16 v170, v213 offset:288
	ds_write_b16_d16_hi v170, v213 offset:432
	ds_write_b16 v170, v214 offset:576
	ds_write_b16_d16_hi v170, v214 offset:720
	ds_write_b16 v170, v215 offset:864
	ds_write_b16_d16_hi v170, v215 offset:1008
	ds_write_b16 v170, v208 offset:32
	ds_write_b16_d16_hi v170, v208 offset:176
	ds_write_b16 v170, v209 offset:320
	ds_write_b16_d16_hi v170, v209 offset:464
	ds_write_b16 v170, v210 offset:608
	ds_write_b16_d16_hi v170, v210 offset:752
	ds_write_b16 v170, v211 offset:896
	ds_write_b16_d16_hi v170, v211 offset:1040
	ds_write_b16 v170, v220 offset:64
	ds_write_b16_d16_hi v170, v220 offset:208
	ds_write_b16 v170, v221 offset:352
	ds_write_b16_d16_hi v170, v221 offset:496
	ds_write_b16 v170, v222 offset:640
	ds_write_b16_d16_hi v170, v222 offset:784
	ds_write_b16 v170, v223 offset:928
	ds_write_b16_d16_hi v170, v223 offset:1072
	ds_write_b16 v170, v216 offset:96
	ds_write_b16_d16_hi v170, v216 offset:240
	ds_write_b16 v170, v217 offset:384
	ds_write_b16_d16_hi v170, v217 offset:528
	ds_write_b16 v170, v218 offset:672
	ds_write_b16_d16_hi v170, v218 offset:816
	ds_write_b16 v170, v219 offset:960
	ds_write_b16_d16_hi v170, v219 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v171 offset1:4
	v_add_u32_e32 v207, 32, v150
	v_add_u32_e32 v224, 33, v150
	v_cmp_ge_i32_e64 s[22:23], v207, v154
	v_add_u32_e32 v225, 34, v150
	v_cndmask_b32_e64 v196, 0, v94, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v224, v154
	v_add_u32_e32 v226, 35, v150
	v_cndmask_b32_e64 v152, 0, v95, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v225, v154
	v_cvt_f16_f32_e32 v86, v205
	v_cvt_f16_f32_e32 v87, v206
	v_cvt_f16_f32_e32 v88, v204
	v_cvt_f16_f32_e32 v89, v200
	v_add_u32_e32 v227, 48, v150
	v_cndmask_b32_e64 v198, 0, v96, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v226, v154
	v_add_u32_e32 v228, 49, v150
	v_mul_f32_e32 v101, v156, v101
	v_cndmask_b32_e64 v199, 0, v97, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v227, v154
	v_sub_f32_e32 v93, v101, v93
	v_cndmask_b32_e64 v151, 0, v90, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v228, v154
	v_add_u32_e32 v229, 50, v150
	v_add_u32_e32 v230, 51, v150
	v_cmp_gt_f32_e64 s[26:27], s70, v93
	v_cndmask_b32_e64 v150, 0, v91, s[22:23]
	v_pack_b32_f16 v91, v87, v88
	v_pack_b32_f16 v90, v86, v89
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_mul_f32_e32 v93, v93, v99
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[10:13], v[82:83], v[90:91], v[10:13]
	v_exp_f32_e32 v93, v93
	v_cmp_ge_i32_e64 s[22:23], v229, v154
	v_cndmask_b32_e64 v153, 0, v92, s[22:23]
	v_cvt_f16_f32_e32 v92, v201
	v_cvt_f16_f32_e32 v94, v197
	v_cvt_f16_f32_e32 v82, v203
	v_cvt_f16_f32_e32 v83, v202
	v_mul_f32_e32 v98, v93, v93
	v_cndmask_b32_e64 v98, v93, v98, s[26:27]
	ds_read2_b64 v[86:89], v171 offset0:8 offset1:12
	v_pack_b32_f16 v93, v82, v83
	v_pack_b32_f16 v92, v92, v94
	v_cvt_f16_f32_e32 v82, v198
	v_cvt_f16_f32_e32 v83, v199
	v_mfma_f32_16x16x16f16 v[10:13], v[84:85], v[92:93], v[10:13]
	v_cmp_ge_i32_e64 s[22:23], v230, v154
	v_cvt_f16_f32_e32 v96, v196
	v_cvt_f16_f32_e32 v97, v152
	v_cndmask_b32_e64 v207, 0, v98, s[22:23]
	v_cvt_f16_f32_e32 v84, v151
	v_pack_b32_f16 v95, v82, v83
	v_cvt_f16_f32_e32 v82, v153
	v_cvt_f16_f32_e32 v83, v207
	v_cvt_f16_f32_e32 v85, v150
	v_pack_b32_f16 v94, v96, v97
	v_add_u32_e32 v208, 0x2000, v171
	v_add_u32_e32 v209, 0x2800, v171
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[10:13], v[86:87], v[94:95], v[10:13]
	v_pack_b32_f16 v87, v82, v83
	v_pack_b32_f16 v86, v84, v85
	ds_read2_b64 v[82:85], v172 offset1:4
	v_add_u32_e32 v210, 0x3000, v171
	v_add_u32_e32 v211, 0x3800, v171
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[82:83], v[90:91], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[84:85], v[92:93], v[2:5]
	ds_read2_b64 v[82:85], v172 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[82:83], v[94:95], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[84:85], v[86:87], v[2:5]
	ds_read2_b64 v[82:85], v173 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[6:9], v[82:83], v[90:91], v[6:9]
	v_mfma_f32_16x16x16f16 v[6:9], v[84:85], v[92:93], v[6:9]
	ds_read2_b64 v[82:85], v173 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[6:9], v[82:83], v[94:95], v[6:9]
	v_mfma_f32_16x16x16f16 v[6:9], v[84:85], v[86:87], v[6:9]
	ds_read2_b64 v[82:85], v174 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[82:83], v[90:91], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[84:85], v[92:93], v[14:17]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[82:83], v[94:95], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[84:85], v[86:87], v[14:17]
	ds_read2_b64 v[82:85], v208 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[82:83], v[90:91], v[18:21]
	v_mfma_f32_16x16x16f16 v[18:21], v[84:85], v[92:93], v[18:21]
	ds_read2_b64 v[82:85], v208 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[82:83], v[94:95], v[18:21]
	v_mfma_f32_16x16x16f16 v[18:21], v[84:85], v[86:87], v[18:21]
	ds_read2_b64 v[82:85], v209 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[22:25], v[82:83], v[90:91], v[22:25]
	v_mfma_f32_16x16x16f16 v[22:25], v[84:85], v[92:93], v[22:25]
	ds_read2_b64 v[82:85], v209 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[22:25], v[82:83], v[94:95], v[22:25]
	v_mfma_f32_16x16x16f16 v[22:25], v[84:85], v[86:87], v[22:25]
	ds_read2_b64 v[82:85], v210 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[26:29], v[82:83], v[90:91], v[26:29]
	v_mfma_f32_16x16x16f16 v[26:29], v[84:85], v[92:93], v[26:29]
	ds_read2_b64 v[82:85], v210 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[26:29], v[82:83], v[94:95], v[26:29]
	v_mfma_f32_16x16x16f16 v[26:29], v[84:85], v[86:87], v[26:29]
	ds_read2_b64 v[82:85], v211 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[82:83], v[90:91], v[30:33]
	v_mfma_f32_16x16x16f16 v[30:33], v[84:85], v[92:93], v[30:33]
	ds_read2_b64 v[82:85], v211 offset0:232 offset1:236
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[82:83], v[94:95], v[30:33]
	v_mfma_f32_16x16x16f16 v[10:13], v[88:89], v[86:87], v[10:13]
	v_mov_b32_e32 v88, 0
	v_mfma_f32_16x16x16f16 v[30:33], v[84:85], v[86:87], v[30:33]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_56
	global_load_dwordx4 v[84:87], v[136:137], off
.LBB0_56:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v89, v88
	v_mov_b32_e32 v90, v88
	v_mov_b32_e32 v91, v88
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_58
	global_load_dwordx4 v[88:91], v[138:139], off
.LBB0_58:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, v100
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_60
	global_load_dwordx4 v[96:99], v[140:141], off
.LBB0_60:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v101, v100
	v_mov_b32_e32 v102, v100
	v_mov_b32_e32 v103, v100
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_62
	global_load_dwordx4 v[100:103], v[142:143], off
.LBB0_62:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, v93
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_64
	v_lshlrev_b64 v[82:83], 2, v[134:135]
	v_mov_b32_e32 v92, s75
	v_add_co_u32_e64 v82, s[6:7], s74, v82
	v_addc_co_u32_e64 v83, s[6:7], v92, v83, s[6:7]
	global_load_dword v92, v[82:83], off
.LBB0_64:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v83, s55
	v_add_co_u32_e64 v82, s[6:7], s54, v124
	v_addc_co_u32_e64 v83, s[6:7], v125, v83, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_66
	global_load_dword v93, v[82:83], off offset:4
.LBB0_66:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_68
	global_load_dword v94, v[82:83], off offset:8
.LBB0_68:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_70
	global_load_dword v95, v[82:83], off offset:12
.LBB0_70:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, v111
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_72
	global_load_dword v110, v[82:83], off offset:16
.LBB0_72:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_74
	global_load_dword v111, v[82:83], off offset:20
.LBB0_74:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, v113
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_76
	global_load_dword v112, v[82:83], off offset:24
.LBB0_76:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[20:21]
	s_cbranch_execz .LBB0_78
	global_load_dword v113, v[82:83], off offset:28
.LBB0_78:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v145, v[84:87]
	ds_write_b128 v147, v[88:91]
	ds_write_b128 v148, v[96:99]
	ds_write_b128 v149, v[100:103]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[104:107], v164 offset1:4
	ds_read2_b64 v[82:85], v162 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[134:137], v[104:105], v[240:241], 0
	ds_read2_b64 v[96:99], v163 offset1:4
	v_mfma_f32_16x16x16f16 v[104:107], v[106:107], v[232:233], v[134:137]
	s_nop 8
	ds_read2_b64 v[134:137], v164 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[134:135], v[234:235], v[104:107]
	v_mfma_f32_16x16x16f16 v[104:107], v[136:137], v[236:237], v[104:107]
	ds_read2_b64 v[134:137], v164 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[134:135], v[238:239], v[104:107]
	v_mfma_f32_16x16x16f16 v[104:107], v[136:137], v[242:243], v[104:107]
	ds_read2_b64 v[134:137], v164 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[138:141], v[134:135], v[244:245], v[104:107]
	v_mov_b32_e32 v134, 0
	s_nop 6
	ds_read2_b64 v[104:107], v165 offset1:4
	v_mfma_f32_16x16x16f16 v[86:89], v[82:83], v[240:241], 0
	v_mfma_f32_16x16x16f16 v[100:103], v[96:97], v[240:241], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[212:215], v[104:105], v[240:241], 0
	v_mfma_f32_16x16x16f16 v[82:85], v[84:85], v[232:233], v[86:89]
	s_nop 6
	ds_read2_b64 v[86:89], v162 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[96:99], v[98:99], v[232:233], v[100:103]
	s_nop 6
	ds_read2_b64 v[100:103], v163 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[104:107], v[106:107], v[232:233], v[212:215]
	s_nop 6
	ds_read2_b64 v[212:215], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[234:235], v[82:85]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[234:235], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[212:213], v[234:235], v[104:107]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[236:237], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[96:99], v[102:103], v[236:237], v[96:99]
	ds_read2_b64 v[100:103], v163 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[104:107], v[214:215], v[236:237], v[104:107]
	ds_read2_b64 v[212:215], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[238:239], v[82:85]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[238:239], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[212:213], v[238:239], v[104:107]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[242:243], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[96:99], v[102:103], v[242:243], v[96:99]
	ds_read2_b64 v[100:103], v163 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[104:107], v[214:215], v[242:243], v[104:107]
	ds_read2_b64 v[212:215], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[244:245], v[82:85]
	s_barrier
	ds_write_b128 v166, v[92:95]
	ds_write_b128 v166, v[110:113] offset:16
	ds_write_b128 v167, v[92:95]
	ds_write_b128 v167, v[110:113] offset:16
	ds_write_b128 v168, v[92:95]
	ds_write_b128 v168, v[110:113] offset:16
	ds_write_b128 v169, v[92:95]
	ds_write_b128 v169, v[110:113] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[244:245], v[96:99]
	v_mfma_f32_16x16x16f16 v[216:219], v[212:213], v[244:245], v[104:107]
	v_mfma_f32_16x16x16f16 v[106:109], v[88:89], v[246:247], v[82:85]
	v_mfma_f32_16x16x16f16 v[98:101], v[102:103], v[246:247], v[96:99]
	ds_read_b128 v[110:113], v146
	s_nop 3
	ds_read_b128 v[102:105], v146 offset:64
	s_nop 1
	ds_read_b128 v[94:97], v146 offset:128
	ds_read_b128 v[90:93], v146 offset:192
	v_mfma_f32_16x16x16f16 v[86:89], v[136:137], v[246:247], v[138:141]
	v_mfma_f32_16x16x16f16 v[82:85], v[214:215], v[246:247], v[216:219]
	s_nop 5
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, v134
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_80
	global_load_dwordx4 v[138:141], v[126:127], off
.LBB0_80:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v135, v134
	v_mov_b32_e32 v136, v134
	v_mov_b32_e32 v137, v134
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_82
	global_load_dwordx4 v[134:137], v[128:129], off
.LBB0_82:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, v126
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_84
	global_load_dwordx4 v[146:149], v[130:131], off
.LBB0_84:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v127, v126
	v_mov_b32_e32 v128, v126
	v_mov_b32_e32 v129, v126
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_21
	global_load_dwordx4 v[126:129], v[132:133], off
	s_branch .LBB0_21
.LBB0_86:
	s_andn2_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_18
	v_mov_b32_e32 v82, s77
	v_add_co_u32_e32 v118, vcc, s76, v144
	v_addc_co_u32_e32 v115, vcc, 0, v82, vcc
	v_mov_b32_e32 v82, s79
	v_add_co_u32_e32 v120, vcc, s78, v144
	v_addc_co_u32_e32 v119, vcc, 0, v82, vcc
	s_mov_b32 s76, 0
	s_mov_b32 s77, 0
	s_mov_b32 s78, 0
	s_branch .LBB0_89
.LBB0_88:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v82, v82, v90
	v_sub_f32_e32 v84, v84, v92
	v_sub_f32_e32 v83, v83, v91
	v_sub_f32_e32 v85, v85, v93
	v_fma_mixlo_f16 v90, v214, v82, 0
	v_fma_mixlo_f16 v91, v215, v84, 0
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v170, v134
	ds_write_b16_d16_hi v170, v134 offset:144
	ds_write_b16 v170, v135 offset:288
	ds_write_b16_d16_hi v170, v135 offset:432
	ds_write_b16 v170, v136 offset:576
	ds_write_b16_d16_hi v170, v136 offset:720
	ds_write_b16 v170, v137 offset:864
	ds_write_b16_d16_hi v170, v137 offset:1008
	ds_write_b16 v170, v130 offset:32
	ds_write_b16_d16_hi v170, v130 offset:176
	ds_write_b16 v170, v131 offset:320
	ds_write_b16_d16_hi v170, v131 offset:464
	ds_write_b16 v170, v132 offset:608
	ds_write_b16_d16_hi v170, v132 offset:752
	ds_write_b16 v170, v133 offset:896
	ds_write_b16_d16_hi v170, v133 offset:1040
	ds_write_b16 v170, v138 offset:64
	ds_write_b16_d16_hi v170, v138 offset:208
	ds_write_b16 v170, v139 offset:352
	ds_write_b16_d16_hi v170, v139 offset:496
	ds_write_b16 v170, v140 offset:640
	ds_write_b16_d16_hi v170, v140 offset:784
	ds_write_b16 v170, v141 offset:928
	ds_write_b16_d16_hi v170, v141 offset:1072
	ds_write_b16 v170, v122 offset:96
	ds_write_b16_d16_hi v170, v122 offset:240
	ds_write_b16 v170, v123 offset:384
	ds_write_b16_d16_hi v170, v123 offset:528
	ds_write_b16 v170, v124 offset:672
	ds_write_b16_d16_hi v170, v124 offset:816
	ds_write_b16 v170, v125 offset:960
	ds_write_b16_d16_hi v170, v125 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_fma_mixhi_f16 v91, v216, v85, 0
	v_fma_mixhi_f16 v90, v213, v83, 0
	ds_read2_b64 v[82:85], v172 offset1:4
	v_sub_f32_e32 v110, v106, v110
	v_sub_f32_e32 v112, v108, v112
	v_sub_f32_e32 v111, v107, v111
	v_sub_f32_e32 v113, v109, v113
	v_sub_f32_e32 v98, v98, v102
	v_sub_f32_e32 v122, v99, v103
	v_fma_mixlo_f16 v102, v204, v110, 0
	v_fma_mixlo_f16 v103, v207, v112, 0
	v_fma_mixhi_f16 v103, v202, v113, 0
	v_fma_mixhi_f16 v102, v201, v111, 0
	v_sub_f32_e32 v99, v100, v104
	v_sub_f32_e32 v104, v101, v105
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[50:53], v[82:83], v[102:103], v[50:53]
	v_sub_f32_e32 v94, v86, v94
	v_sub_f32_e32 v95, v87, v95
	v_fma_mixlo_f16 v86, v205, v98, 0
	v_fma_mixlo_f16 v87, v208, v99, 0
	v_fma_mixhi_f16 v87, v206, v104, 0
	v_fma_mixhi_f16 v86, v203, v122, 0
	v_sub_f32_e32 v96, v88, v96
	v_sub_f32_e32 v97, v89, v97
	v_mfma_f32_16x16x16f16 v[50:53], v[84:85], v[86:87], v[50:53]
	ds_read2_b64 v[82:85], v172 offset0:8 offset1:12
	v_fma_mixlo_f16 v88, v210, v94, 0
	v_fma_mixlo_f16 v89, v211, v96, 0
	v_fma_mixhi_f16 v89, v212, v97, 0
	v_fma_mixhi_f16 v88, v209, v95, 0
	ds_read2_b64 v[106:109], v171 offset1:4
	ds_read2_b64 v[98:101], v171 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[50:53], v[82:83], v[88:89], v[50:53]
	s_add_i32 s78, s78, 64
	s_add_i32 s0, s43, s78
	s_add_i32 s77, s77, s45
	s_add_i32 s76, s76, s68
	s_cmp_lt_i32 s0, s34
	v_mfma_f32_16x16x16f16 v[50:53], v[84:85], v[90:91], v[50:53]
	ds_read2_b64 v[82:85], v173 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[54:57], v[82:83], v[102:103], v[54:57]
	v_mfma_f32_16x16x16f16 v[54:57], v[84:85], v[86:87], v[54:57]
	ds_read2_b64 v[82:85], v173 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[54:57], v[82:83], v[88:89], v[54:57]
	v_mfma_f32_16x16x16f16 v[54:57], v[84:85], v[90:91], v[54:57]
	ds_read2_b64 v[82:85], v174 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[82:83], v[102:103], v[58:61]
	v_mfma_f32_16x16x16f16 v[58:61], v[84:85], v[86:87], v[58:61]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[58:61], v[82:83], v[88:89], v[58:61]
	v_mfma_f32_16x16x16f16 v[58:61], v[84:85], v[90:91], v[58:61]
	ds_read2_b64 v[82:85], v217 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[62:65], v[82:83], v[102:103], v[62:65]
	v_mfma_f32_16x16x16f16 v[62:65], v[84:85], v[86:87], v[62:65]
	ds_read2_b64 v[82:85], v217 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[62:65], v[82:83], v[88:89], v[62:65]
	v_mfma_f32_16x16x16f16 v[62:65], v[84:85], v[90:91], v[62:65]
	ds_read2_b64 v[82:85], v218 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[66:69], v[82:83], v[102:103], v[66:69]
	v_mfma_f32_16x16x16f16 v[66:69], v[84:85], v[86:87], v[66:69]
	ds_read2_b64 v[82:85], v218 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[66:69], v[82:83], v[88:89], v[66:69]
	v_mfma_f32_16x16x16f16 v[66:69], v[84:85], v[90:91], v[66:69]
	ds_read2_b64 v[82:85], v219 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[70:73], v[82:83], v[102:103], v[70:73]
	v_mfma_f32_16x16x16f16 v[70:73], v[84:85], v[86:87], v[70:73]
	ds_read2_b64 v[82:85], v219 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[70:73], v[82:83], v[88:89], v[70:73]
	v_mfma_f32_16x16x16f16 v[70:73], v[84:85], v[90:91], v[70:73]
	ds_read2_b64 v[82:85], v220 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[74:77], v[82:83], v[102:103], v[74:77]
	v_mfma_f32_16x16x16f16 v[78:81], v[106:107], v[102:103], v[78:81]
	v_mfma_f32_16x16x16f16 v[74:77], v[84:85], v[86:87], v[74:77]
	ds_read2_b64 v[82:85], v220 offset0:232 offset1:236
	v_mfma_f32_16x16x16f16 v[78:81], v[108:109], v[86:87], v[78:81]
	v_mfma_f32_16x16x16f16 v[78:81], v[98:99], v[88:89], v[78:81]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[74:77], v[82:83], v[88:89], v[74:77]
	v_mfma_f32_16x16x16f16 v[78:81], v[100:101], v[90:91], v[78:81]
	v_mfma_f32_16x16x16f16 v[74:77], v[84:85], v[90:91], v[74:77]
	s_cbranch_scc0 .LBB0_18
.LBB0_89:
	v_add_u32_e32 v84, s76, v195
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshlrev_b64 v[84:85], 1, v[84:85]
	v_add_u32_e32 v82, s78, v187
	v_add_co_u32_e64 v122, s[0:1], v118, v84
	v_mov_b32_e32 v88, 0
	v_cmp_gt_i32_e32 vcc, s34, v82
	v_addc_co_u32_e64 v123, s[0:1], v115, v85, s[0:1]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, v88
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_91
	global_load_dwordx4 v[84:87], v[122:123], off
.LBB0_91:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v90, s76, v193
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshlrev_b64 v[90:91], 1, v[90:91]
	v_add_u32_e32 v83, 16, v82
	v_add_co_u32_e64 v124, s[2:3], v118, v90
	v_cmp_gt_i32_e64 s[0:1], s34, v83
	v_addc_co_u32_e64 v125, s[2:3], v115, v91, s[2:3]
	v_mov_b32_e32 v89, v88
	v_mov_b32_e32 v90, v88
	v_mov_b32_e32 v91, v88
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_93
	global_load_dwordx4 v[88:91], v[124:125], off
.LBB0_93:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v92, s76, v191
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_add_u32_e32 v83, 32, v82
	v_add_co_u32_e64 v126, s[4:5], v118, v92
	v_mov_b32_e32 v102, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v83
	v_addc_co_u32_e64 v127, s[4:5], v115, v93, s[4:5]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_95
	global_load_dwordx4 v[98:101], v[126:127], off
.LBB0_95:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v82, 48, v82
	v_cmp_gt_i32_e64 s[4:5], s34, v82
	v_add_u32_e32 v82, s76, v189
	v_ashrrev_i32_e32 v83, 31, v82
	v_lshlrev_b64 v[82:83], 1, v[82:83]
	v_add_co_u32_e64 v128, s[6:7], v118, v82
	v_addc_co_u32_e64 v129, s[6:7], v115, v83, s[6:7]
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_97
	global_load_dwordx4 v[102:105], v[128:129], off
.LBB0_97:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v130, s78, v186
	v_mov_b32_e32 v95, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v130
	v_ashrrev_i32_e32 v131, 31, v130
	v_mov_b32_e32 v94, v95
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_99
	v_lshlrev_b64 v[82:83], 2, v[130:131]
	v_mov_b32_e32 v92, s73
	v_add_co_u32_e64 v82, s[8:9], s72, v82
	v_addc_co_u32_e64 v83, s[8:9], v92, v83, s[8:9]
	global_load_dword v94, v[82:83], off
.LBB0_99:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v82, 1, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_cmp_gt_i32_e64 s[8:9], s34, v82
	v_lshlrev_b64 v[132:133], 2, v[82:83]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_101
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[10:11], s72, v132
	v_addc_co_u32_e64 v83, s[10:11], v83, v133, s[10:11]
	global_load_dword v95, v[82:83], off
.LBB0_101:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v82, 2, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v97, 0
	v_cmp_gt_i32_e64 s[10:11], s34, v82
	v_lshlrev_b64 v[134:135], 2, v[82:83]
	v_mov_b32_e32 v96, v97
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execz .LBB0_103
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[12:13], s72, v134
	v_addc_co_u32_e64 v83, s[12:13], v83, v135, s[12:13]
	global_load_dword v96, v[82:83], off
.LBB0_103:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v82, 3, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_cmp_gt_i32_e64 s[12:13], s34, v82
	v_lshlrev_b64 v[136:137], 2, v[82:83]
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_cbranch_execz .LBB0_105
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[14:15], s72, v136
	v_addc_co_u32_e64 v83, s[14:15], v83, v137, s[14:15]
	global_load_dword v97, v[82:83], off
.LBB0_105:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v82, 4, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v107, 0
	v_cmp_gt_i32_e64 s[14:15], s34, v82
	v_lshlrev_b64 v[138:139], 2, v[82:83]
	v_mov_b32_e32 v106, v107
	s_and_saveexec_b64 s[18:19], s[14:15]
	s_cbranch_execz .LBB0_107
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[16:17], s72, v138
	v_addc_co_u32_e64 v83, s[16:17], v83, v139, s[16:17]
	global_load_dword v106, v[82:83], off
.LBB0_107:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v82, 5, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_cmp_gt_i32_e64 s[16:17], s34, v82
	v_lshlrev_b64 v[140:141], 2, v[82:83]
	s_and_saveexec_b64 s[20:21], s[16:17]
	s_cbranch_execz .LBB0_109
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[18:19], s72, v140
	v_addc_co_u32_e64 v83, s[18:19], v83, v141, s[18:19]
	global_load_dword v107, v[82:83], off
.LBB0_109:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v82, 6, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_mov_b32_e32 v109, 0
	v_cmp_gt_i32_e64 s[18:19], s34, v82
	v_lshlrev_b64 v[142:143], 2, v[82:83]
	v_mov_b32_e32 v108, v109
	s_and_saveexec_b64 s[22:23], s[18:19]
	s_cbranch_execz .LBB0_111
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[20:21], s72, v142
	v_addc_co_u32_e64 v83, s[20:21], v83, v143, s[20:21]
	global_load_dword v108, v[82:83], off
.LBB0_111:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v82, 7, v130
	v_ashrrev_i32_e32 v83, 31, v82
	v_cmp_gt_i32_e64 s[20:21], s34, v82
	v_lshlrev_b64 v[144:145], 2, v[82:83]
	s_and_saveexec_b64 s[24:25], s[20:21]
	s_cbranch_execz .LBB0_113
	v_mov_b32_e32 v83, s73
	v_add_co_u32_e64 v82, s[22:23], s72, v144
	v_addc_co_u32_e64 v83, s[22:23], v83, v145, s[22:23]
	global_load_dword v109, v[82:83], off
.LBB0_113:
	s_or_b64 exec, exec, s[24:25]
	v_add_u32_e32 v196, v157, v158
	v_add_u32_e32 v198, v157, v159
	v_add_u32_e32 v199, v157, v160
	v_add_u32_e32 v200, v157, v161
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v196, v[84:87]
	ds_write_b128 v198, v[88:91]
	ds_write_b128 v199, v[98:101]
	ds_write_b128 v200, v[102:105]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v162 offset1:4
	ds_read2_b64 v[90:93], v163 offset1:4
	ds_read2_b64 v[102:105], v164 offset1:4
	ds_read2_b64 v[146:149], v165 offset1:4
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[86:89], v[82:83], v[34:35], 0
	v_add_u32_e32 v197, v155, v121
	v_mov_b32_e32 v216, 0
	v_mov_b32_e32 v220, 0
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, v216
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[98:101], v[90:91], v[34:35], 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[110:113], v[102:103], v[34:35], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[150:153], v[146:147], v[34:35], 0
	v_mfma_f32_16x16x16f16 v[82:85], v[84:85], v[36:37], v[86:89]
	s_nop 6
	ds_read2_b64 v[86:89], v162 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[90:93], v[92:93], v[36:37], v[98:101]
	s_nop 6
	ds_read2_b64 v[98:101], v163 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[102:105], v[104:105], v[36:37], v[110:113]
	s_nop 6
	ds_read2_b64 v[110:113], v164 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[146:149], v[148:149], v[36:37], v[150:153]
	s_nop 6
	ds_read2_b64 v[150:153], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[38:39], v[82:85]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[90:93], v[98:99], v[38:39], v[90:93]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[102:105], v[110:111], v[38:39], v[102:105]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[146:149], v[150:151], v[38:39], v[146:149]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[40:41], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[90:93], v[100:101], v[40:41], v[90:93]
	ds_read2_b64 v[98:101], v163 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[102:105], v[112:113], v[40:41], v[102:105]
	ds_read2_b64 v[110:113], v164 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[146:149], v[152:153], v[40:41], v[146:149]
	ds_read2_b64 v[150:153], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[42:43], v[82:85]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[90:93], v[98:99], v[42:43], v[90:93]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[102:105], v[110:111], v[42:43], v[102:105]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[146:149], v[150:151], v[42:43], v[146:149]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[44:45], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[90:93], v[100:101], v[44:45], v[90:93]
	ds_read2_b64 v[98:101], v163 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[102:105], v[112:113], v[44:45], v[102:105]
	ds_read2_b64 v[110:113], v164 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[146:149], v[152:153], v[44:45], v[146:149]
	ds_read2_b64 v[150:153], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[46:47], v[82:85]
	s_barrier
	ds_write_b128 v166, v[94:97]
	ds_write_b128 v166, v[106:109] offset:16
	ds_write_b128 v167, v[94:97]
	ds_write_b128 v167, v[106:109] offset:16
	ds_write_b128 v168, v[94:97]
	ds_write_b128 v168, v[106:109] offset:16
	ds_write_b128 v169, v[94:97]
	ds_write_b128 v169, v[106:109] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[90:93], v[98:99], v[46:47], v[90:93]
	v_add_u32_e32 v98, s77, v194
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_mfma_f32_16x16x16f16 v[102:105], v[110:111], v[46:47], v[102:105]
	v_mfma_f32_16x16x16f16 v[148:151], v[150:151], v[46:47], v[146:149]
	s_nop 6
	v_add_co_u32_e64 v146, s[22:23], v120, v98
	v_mfma_f32_16x16x16f16 v[86:89], v[88:89], v[48:49], v[82:85]
	v_addc_co_u32_e64 v147, s[22:23], v119, v99, s[22:23]
	v_mfma_f32_16x16x16f16 v[82:85], v[100:101], v[48:49], v[90:93]
	v_mfma_f32_16x16x16f16 v[90:93], v[112:113], v[48:49], v[102:105]
	ds_read_b128 v[110:113], v197
	ds_read_b128 v[106:109], v197 offset:64
	s_nop 4
	ds_read_b128 v[102:105], v197 offset:128
	ds_read_b128 v[94:97], v197 offset:192
	v_mfma_f32_16x16x16f16 v[98:101], v[152:153], v[48:49], v[148:151]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_115
	global_load_dwordx4 v[220:223], v[146:147], off
.LBB0_115:
	s_or_b64 exec, exec, s[22:23]
	s_nop 3
	v_add_u32_e32 v148, s77, v192
	v_ashrrev_i32_e32 v149, 31, v148
	v_lshlrev_b64 v[148:149], 1, v[148:149]
	v_add_co_u32_e64 v148, s[22:23], v120, v148
	v_addc_co_u32_e64 v149, s[22:23], v119, v149, s[22:23]
	v_mov_b32_e32 v217, v216
	v_mov_b32_e32 v218, v216
	v_mov_b32_e32 v219, v216
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_117
	global_load_dwordx4 v[216:219], v[148:149], off
.LBB0_117:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v150, s77, v190
	v_ashrrev_i32_e32 v151, 31, v150
	v_lshlrev_b64 v[150:151], 1, v[150:151]
	v_add_co_u32_e64 v150, s[22:23], v120, v150
	v_mov_b32_e32 v224, 0
	v_addc_co_u32_e64 v151, s[22:23], v119, v151, s[22:23]
	v_mov_b32_e32 v228, 0
	v_mov_b32_e32 v229, 0
	v_mov_b32_e32 v230, 0
	v_mov_b32_e32 v231, v224
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_119
	global_load_dwordx4 v[228:231], v[150:151], off
.LBB0_119:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v152, s77, v188
	v_ashrrev_i32_e32 v153, 31, v152
	v_lshlrev_b64 v[152:153], 1, v[152:153]
	v_add_co_u32_e64 v152, s[22:23], v120, v152
	v_addc_co_u32_e64 v153, s[22:23], v119, v153, s[22:23]
	v_mov_b32_e32 v225, v224
	v_mov_b32_e32 v226, v224
	v_mov_b32_e32 v227, v224
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_121
	global_load_dwordx4 v[224:227], v[152:153], off
.LBB0_121:
	s_or_b64 exec, exec, s[22:23]
	v_mul_f32_e32 v86, v156, v86
	v_mul_f32_e32 v87, v156, v87
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v86, v86, v110
	v_mul_f32_e32 v98, v156, v98
	v_sub_f32_e32 v87, v87, v111
	v_cmp_gt_f32_e64 s[22:23], s70, v86
	v_mul_f32_e32 v99, v156, v99
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v94, v98, v94
	v_cndmask_b32_e64 v98, 1.0, 0.5, s[22:23]
	v_cmp_gt_f32_e64 s[24:25], s70, v87
	v_mul_f32_e32 v86, v86, v98
	v_sub_f32_e32 v95, v99, v95
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[24:25]
	v_exp_f32_e32 v86, v86
	v_mul_f32_e32 v87, v87, v99
	v_exp_f32_e32 v87, v87
	v_mul_f32_e32 v88, v156, v88
	v_mul_f32_e32 v89, v156, v89
	v_sub_f32_e32 v88, v88, v112
	v_sub_f32_e32 v89, v89, v113
	v_mul_f32_e32 v98, v86, v86
	v_cmp_gt_f32_e64 s[26:27], s70, v88
	v_cndmask_b32_e64 v99, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v204, v86, v98, s[22:23]
	v_mul_f32_e32 v86, v87, v87
	v_cmp_gt_f32_e64 s[22:23], s70, v89
	v_mul_f32_e32 v88, v88, v99
	v_cndmask_b32_e64 v201, v87, v86, s[24:25]
	v_cndmask_b32_e64 v87, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v88, v88
	v_mul_f32_e32 v87, v89, v87
	v_exp_f32_e32 v87, v87
	v_mul_f32_e32 v82, v156, v82
	v_mul_f32_e32 v83, v156, v83
	v_sub_f32_e32 v82, v82, v106
	v_mul_f32_e32 v86, v88, v88
	v_sub_f32_e32 v83, v83, v107
	v_cmp_gt_f32_e64 s[24:25], s70, v82
	v_cndmask_b32_e64 v207, v88, v86, s[26:27]
	v_mul_f32_e32 v86, v87, v87
	v_cndmask_b32_e64 v89, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v202, v87, v86, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v83
	v_mul_f32_e32 v82, v82, v89
	v_cndmask_b32_e64 v87, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v82, v82
	v_mul_f32_e32 v83, v83, v87
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v84, v156, v84
	v_mul_f32_e32 v85, v156, v85
	v_sub_f32_e32 v84, v84, v108
	v_mul_f32_e32 v86, v82, v82
	v_sub_f32_e32 v85, v85, v109
	v_cmp_gt_f32_e64 s[26:27], s70, v84
	v_cndmask_b32_e64 v205, v82, v86, s[24:25]
	v_mul_f32_e32 v82, v83, v83
	v_cndmask_b32_e64 v87, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v203, v83, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v85
	v_mul_f32_e32 v84, v84, v87
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v83, v85, v83
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v90, v156, v90
	v_mul_f32_e32 v91, v156, v91
	v_sub_f32_e32 v90, v90, v102
	v_mul_f32_e32 v82, v84, v84
	v_sub_f32_e32 v91, v91, v103
	v_cmp_gt_f32_e64 s[24:25], s70, v90
	v_cndmask_b32_e64 v208, v84, v82, s[26:27]
	v_mul_f32_e32 v82, v83, v83
	v_cndmask_b32_e64 v85, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v206, v83, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v91
	v_mul_f32_e32 v85, v90, v85
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v85, v85
	v_mul_f32_e32 v83, v91, v83
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v92, v156, v92
	v_mul_f32_e32 v93, v156, v93
	v_sub_f32_e32 v92, v92, v104
	v_mul_f32_e32 v82, v85, v85
	v_sub_f32_e32 v93, v93, v105
	v_cmp_gt_f32_e64 s[26:27], s70, v92
	v_cndmask_b32_e64 v210, v85, v82, s[24:25]
	v_mul_f32_e32 v82, v83, v83
	v_cndmask_b32_e64 v84, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v209, v83, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v93
	v_mul_f32_e32 v84, v92, v84
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v83, v93, v83
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v100, v156, v100
	v_mul_f32_e32 v82, v84, v84
	v_cmp_gt_f32_e64 s[24:25], s70, v94
	v_cndmask_b32_e64 v211, v84, v82, s[26:27]
	v_mul_f32_e32 v82, v83, v83
	v_sub_f32_e32 v96, v100, v96
	v_cndmask_b32_e64 v85, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v212, v83, v82, s[22:23]
	v_cmp_gt_f32_e64 s[22:23], s70, v95
	v_mul_f32_e32 v85, v94, v85
	v_cndmask_b32_e64 v83, 1.0, 0.5, s[22:23]
	v_cmp_gt_f32_e64 s[26:27], s70, v96
	v_exp_f32_e32 v85, v85
	v_mul_f32_e32 v83, v95, v83
	v_cndmask_b32_e64 v84, 1.0, 0.5, s[26:27]
	v_exp_f32_e32 v83, v83
	v_mul_f32_e32 v84, v96, v84
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v101, v156, v101
	v_mul_f32_e32 v82, v85, v85
	v_sub_f32_e32 v97, v101, v97
	v_cndmask_b32_e64 v214, v85, v82, s[24:25]
	v_mul_f32_e32 v82, v83, v83
	v_cndmask_b32_e64 v213, v83, v82, s[22:23]
	v_mul_f32_e32 v82, v84, v84
	v_cmp_gt_f32_e64 s[22:23], s70, v97
	v_cndmask_b32_e64 v215, v84, v82, s[26:27]
	v_cndmask_b32_e64 v82, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v82, v97, v82
	v_exp_f32_e32 v94, v82
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v170, v220
	ds_write_b16_d16_hi v170, v220 offset:144
	ds_write_b16 v170, v221 offset:288
	ds_write_b16_d16_hi v170, v221 offset:432
	ds_write_b16 v170, v222 offset:576
	ds_write_b16_d16_hi v170, v222 offset:720
	ds_write_b16 v170, v223 offset:864
	ds_write_b16_d16_hi v170, v223 offset:1008
	ds_write_b16 v170, v216 offset:32
	ds_write_b16_d16_hi v170, v216 offset:176
	ds_write_b16 v170, v217 offset:320
	ds_write_b16_d16_hi v170, v217 offset:464
	ds_write_b16 v170, v218 offset:608
	ds_write_b16_d16_hi v170, v218 offset:752
	ds_write_b16 v170, v219 offset:896
	ds_write_b16_d16_hi v170, v219 offset:1040
	ds_write_b16 v170, v228 offset:64
	ds_write_b16_d16_hi v170, v228 offset:208
	ds_write_b16 v170, v229 offset:352
	ds_write_b16_d16_hi v170, v229 offset:496
	ds_write_b16 v170, v230 offset:640
	ds_write_b16_d16_hi v170, v230 offset:784
	ds_write_b16 v170, v231 offset:928
	ds_write_b16_d16_hi v170, v231 offset:1072
	ds_write_b16 v170, v224 offset:96
	ds_write_b16_d16_hi v170, v224 offset:240
	ds_write_b16 v170, v225 offset:384
	ds_write_b16_d16_hi v170, v225 offset:528
	ds_write_b16 v170, v226 offset:672
	ds_write_b16_d16_hi v170, v226 offset:816
	ds_write_b16 v170, v227 offset:960
	ds_write_b16_d16_hi v170, v227 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v171 offset1:4
	v_cvt_f16_f32_e32 v86, v204
	v_cvt_f16_f32_e32 v87, v207
	v_cvt_f16_f32_e32 v88, v202
	v_cvt_f16_f32_e32 v89, v201
	v_cvt_f16_f32_e32 v92, v205
	v_cvt_f16_f32_e32 v96, v203
	v_pack_b32_f16 v91, v87, v88
	v_pack_b32_f16 v90, v86, v89
	v_cvt_f16_f32_e32 v97, v210
	v_pack_b32_f16 v92, v92, v96
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[10:13], v[82:83], v[90:91], v[10:13]
	v_cvt_f16_f32_e32 v82, v208
	v_cvt_f16_f32_e32 v83, v206
	v_mul_f32_e32 v95, v94, v94
	v_cndmask_b32_e64 v216, v94, v95, s[22:23]
	v_add_u32_e32 v217, 0x2000, v171
	v_pack_b32_f16 v93, v82, v83
	v_cvt_f16_f32_e32 v82, v211
	v_cvt_f16_f32_e32 v83, v212
	v_mfma_f32_16x16x16f16 v[10:13], v[84:85], v[92:93], v[10:13]
	v_cvt_f16_f32_e32 v84, v209
	v_cvt_f16_f32_e32 v85, v214
	v_pack_b32_f16 v95, v82, v83
	v_cvt_f16_f32_e32 v82, v215
	v_pack_b32_f16 v94, v97, v84
	v_cvt_f16_f32_e32 v83, v216
	v_cvt_f16_f32_e32 v84, v213
	v_add_u32_e32 v218, 0x2800, v171
	v_add_u32_e32 v219, 0x3000, v171
	v_pack_b32_f16 v97, v82, v83
	v_pack_b32_f16 v96, v85, v84
	ds_read2_b64 v[82:85], v172 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[82:83], v[90:91], v[2:5]
	ds_read2_b64 v[86:89], v171 offset0:8 offset1:12
	v_add_u32_e32 v220, 0x3800, v171
	v_mfma_f32_16x16x16f16 v[2:5], v[84:85], v[92:93], v[2:5]
	ds_read2_b64 v[82:85], v172 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[2:5], v[82:83], v[94:95], v[2:5]
	v_mfma_f32_16x16x16f16 v[2:5], v[84:85], v[96:97], v[2:5]
	ds_read2_b64 v[82:85], v173 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[6:9], v[82:83], v[90:91], v[6:9]
	v_mfma_f32_16x16x16f16 v[6:9], v[84:85], v[92:93], v[6:9]
	ds_read2_b64 v[82:85], v173 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[6:9], v[82:83], v[94:95], v[6:9]
	v_mfma_f32_16x16x16f16 v[6:9], v[84:85], v[96:97], v[6:9]
	ds_read2_b64 v[82:85], v174 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[82:83], v[90:91], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[84:85], v[92:93], v[14:17]
	ds_read2_b64 v[82:85], v174 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[14:17], v[82:83], v[94:95], v[14:17]
	v_mfma_f32_16x16x16f16 v[14:17], v[84:85], v[96:97], v[14:17]
	ds_read2_b64 v[82:85], v217 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[82:83], v[90:91], v[18:21]
	v_mfma_f32_16x16x16f16 v[18:21], v[84:85], v[92:93], v[18:21]
	ds_read2_b64 v[82:85], v217 offset0:136 offset1:140
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[18:21], v[82:83], v[94:95], v[18:21]
	v_mfma_f32_16x16x16f16 v[18:21], v[84:85], v[96:97], v[18:21]
	ds_read2_b64 v[82:85], v218 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[22:25], v[82:83], v[90:91], v[22:25]
	v_mfma_f32_16x16x16f16 v[22:25], v[84:85], v[92:93], v[22:25]
	ds_read2_b64 v[82:85], v218 offset0:168 offset1:172
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[22:25], v[82:83], v[94:95], v[22:25]
	v_mfma_f32_16x16x16f16 v[22:25], v[84:85], v[96:97], v[22:25]
	ds_read2_b64 v[82:85], v219 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[26:29], v[82:83], v[90:91], v[26:29]
	v_mfma_f32_16x16x16f16 v[26:29], v[84:85], v[92:93], v[26:29]
	ds_read2_b64 v[82:85], v219 offset0:200 offset1:204
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[26:29], v[82:83], v[94:95], v[26:29]
	v_mfma_f32_16x16x16f16 v[26:29], v[84:85], v[96:97], v[26:29]
	ds_read2_b64 v[82:85], v220 offset0:224 offset1:228
	v_mfma_f32_16x16x16f16 v[10:13], v[86:87], v[94:95], v[10:13]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[82:83], v[90:91], v[30:33]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mfma_f32_16x16x16f16 v[10:13], v[88:89], v[96:97], v[10:13]
	ds_read2_b64 v[86:89], v220 offset0:232 offset1:236
	v_mfma_f32_16x16x16f16 v[30:33], v[84:85], v[92:93], v[30:33]
	v_mov_b32_e32 v84, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[30:33], v[86:87], v[94:95], v[30:33]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, v86
	v_mfma_f32_16x16x16f16 v[30:33], v[88:89], v[96:97], v[30:33]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_123
	global_load_dwordx4 v[82:85], v[146:147], off
.LBB0_123:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v88, v86
	v_mov_b32_e32 v89, v86
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_125
	global_load_dwordx4 v[86:89], v[148:149], off
.LBB0_125:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, v98
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_127
	global_load_dwordx4 v[94:97], v[150:151], off
.LBB0_127:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_129
	global_load_dwordx4 v[98:101], v[152:153], off
.LBB0_129:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, v91
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB0_131
	v_lshlrev_b64 v[92:93], 2, v[130:131]
	v_mov_b32_e32 v90, s75
	v_add_co_u32_e64 v92, s[6:7], s74, v92
	v_addc_co_u32_e64 v93, s[6:7], v90, v93, s[6:7]
	global_load_dword v90, v[92:93], off
.LBB0_131:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB0_133
	v_mov_b32_e32 v91, s75
	v_add_co_u32_e64 v92, s[6:7], s74, v132
	v_addc_co_u32_e64 v93, s[6:7], v91, v133, s[6:7]
	global_load_dword v91, v[92:93], off
.LBB0_133:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, v93
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_135
	v_mov_b32_e32 v92, s75
	v_add_co_u32_e64 v102, s[6:7], s74, v134
	v_addc_co_u32_e64 v103, s[6:7], v92, v135, s[6:7]
	global_load_dword v92, v[102:103], off
.LBB0_135:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_137
	v_mov_b32_e32 v93, s75
	v_add_co_u32_e64 v102, s[6:7], s74, v136
	v_addc_co_u32_e64 v103, s[6:7], v93, v137, s[6:7]
	global_load_dword v93, v[102:103], off
.LBB0_137:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, v103
	s_and_saveexec_b64 s[8:9], s[14:15]
	s_cbranch_execz .LBB0_139
	v_mov_b32_e32 v102, s75
	v_add_co_u32_e64 v104, s[6:7], s74, v138
	v_addc_co_u32_e64 v105, s[6:7], v102, v139, s[6:7]
	global_load_dword v102, v[104:105], off
.LBB0_139:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[16:17]
	s_cbranch_execz .LBB0_141
	v_mov_b32_e32 v103, s75
	v_add_co_u32_e64 v104, s[6:7], s74, v140
	v_addc_co_u32_e64 v105, s[6:7], v103, v141, s[6:7]
	global_load_dword v103, v[104:105], off
.LBB0_141:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v104, v105
	s_and_saveexec_b64 s[8:9], s[18:19]
	s_cbranch_execz .LBB0_143
	v_mov_b32_e32 v104, s75
	v_add_co_u32_e64 v106, s[6:7], s74, v142
	v_addc_co_u32_e64 v107, s[6:7], v104, v143, s[6:7]
	global_load_dword v104, v[106:107], off
.LBB0_143:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[20:21]
	s_cbranch_execz .LBB0_145
	v_mov_b32_e32 v105, s75
	v_add_co_u32_e64 v106, s[6:7], s74, v144
	v_addc_co_u32_e64 v107, s[6:7], v105, v145, s[6:7]
	global_load_dword v105, v[106:107], off
.LBB0_145:
	s_or_b64 exec, exec, s[8:9]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v196, v[82:85]
	ds_write_b128 v198, v[86:89]
	ds_write_b128 v199, v[94:97]
	ds_write_b128 v200, v[98:101]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[106:109], v164 offset1:4
	ds_read2_b64 v[82:85], v162 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[110:113], v[106:107], v[240:241], 0
	ds_read2_b64 v[94:97], v163 offset1:4
	v_mfma_f32_16x16x16f16 v[106:109], v[108:109], v[232:233], v[110:113]
	s_nop 8
	ds_read2_b64 v[110:113], v164 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[106:109], v[110:111], v[234:235], v[106:109]
	v_mfma_f32_16x16x16f16 v[106:109], v[112:113], v[236:237], v[106:109]
	ds_read2_b64 v[110:113], v164 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[106:109], v[110:111], v[238:239], v[106:109]
	v_mfma_f32_16x16x16f16 v[106:109], v[112:113], v[242:243], v[106:109]
	ds_read2_b64 v[110:113], v164 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[130:133], v[110:111], v[244:245], v[106:109]
	s_nop 7
	ds_read2_b64 v[106:109], v165 offset1:4
	v_mfma_f32_16x16x16f16 v[86:89], v[82:83], v[240:241], 0
	v_mfma_f32_16x16x16f16 v[98:101], v[94:95], v[240:241], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[134:137], v[106:107], v[240:241], 0
	v_mfma_f32_16x16x16f16 v[82:85], v[84:85], v[232:233], v[86:89]
	s_nop 6
	ds_read2_b64 v[86:89], v162 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[94:97], v[96:97], v[232:233], v[98:101]
	s_nop 6
	ds_read2_b64 v[98:101], v163 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[106:109], v[108:109], v[232:233], v[134:137]
	s_nop 6
	ds_read2_b64 v[134:137], v165 offset0:8 offset1:12
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[234:235], v[82:85]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[94:97], v[98:99], v[234:235], v[94:97]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[106:109], v[134:135], v[234:235], v[106:109]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[236:237], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[94:97], v[100:101], v[236:237], v[94:97]
	ds_read2_b64 v[98:101], v163 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[106:109], v[136:137], v[236:237], v[106:109]
	ds_read2_b64 v[134:137], v165 offset0:16 offset1:20
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[238:239], v[82:85]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[94:97], v[98:99], v[238:239], v[94:97]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[106:109], v[134:135], v[238:239], v[106:109]
	v_mfma_f32_16x16x16f16 v[82:85], v[88:89], v[242:243], v[82:85]
	ds_read2_b64 v[86:89], v162 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[94:97], v[100:101], v[242:243], v[94:97]
	ds_read2_b64 v[98:101], v163 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[106:109], v[136:137], v[242:243], v[106:109]
	ds_read2_b64 v[134:137], v165 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[82:85], v[86:87], v[244:245], v[82:85]
	s_barrier
	ds_write_b128 v166, v[90:93]
	ds_write_b128 v166, v[102:105] offset:16
	ds_write_b128 v167, v[90:93]
	ds_write_b128 v167, v[102:105] offset:16
	ds_write_b128 v168, v[90:93]
	ds_write_b128 v168, v[102:105] offset:16
	ds_write_b128 v169, v[90:93]
	ds_write_b128 v169, v[102:105] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[94:97], v[98:99], v[244:245], v[94:97]
	v_mfma_f32_16x16x16f16 v[138:141], v[134:135], v[244:245], v[106:109]
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v135, 0
	v_mfma_f32_16x16x16f16 v[106:109], v[88:89], v[246:247], v[82:85]
	v_mfma_f32_16x16x16f16 v[98:101], v[100:101], v[246:247], v[94:97]
	v_mfma_f32_16x16x16f16 v[86:89], v[112:113], v[246:247], v[130:133]
	ds_read_b128 v[110:113], v197
	ds_read_b128 v[102:105], v197 offset:64
	s_nop 3
	ds_read_b128 v[94:97], v197 offset:128
	ds_read_b128 v[90:93], v197 offset:192
	v_mov_b32_e32 v130, 0
	v_mfma_f32_16x16x16f16 v[82:85], v[136:137], v[246:247], v[138:141]
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v137, v130
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_147
	global_load_dwordx4 v[134:137], v[122:123], off
.LBB0_147:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v132, v130
	v_mov_b32_e32 v133, v130
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_149
	global_load_dwordx4 v[130:133], v[124:125], off
.LBB0_149:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, v122
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_151
	global_load_dwordx4 v[138:141], v[126:127], off
.LBB0_151:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v123, v122
	v_mov_b32_e32 v124, v122
	v_mov_b32_e32 v125, v122
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_88
	global_load_dwordx4 v[122:125], v[128:129], off
	s_branch .LBB0_88
.LBB0_153:
	v_cmp_gt_i32_e32 vcc, s34, v154
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_155
	v_mul_lo_u32 v34, s38, v154
	s_add_u32 s0, s30, s36
	v_ashrrev_i32_e32 v35, 31, v34
	s_addc_u32 s1, s31, s37
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v34, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	v_mul_lo_u32 v0, s42, v154
	v_add_co_u32_e32 v34, vcc, v34, v121
	v_fma_mixlo_f16 v48, s33, v78, 0
	s_add_u32 s2, s46, s40
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
	v_addc_co_u32_e32 v35, vcc, 0, v1, vcc
	v_fma_mixlo_f16 v49, s33, v80, 0
	v_fma_mixhi_f16 v48, s33, v79, 0
	v_fma_mixlo_f16 v79, s33, v52, 0
	v_fma_mixlo_f16 v78, s33, v50, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_addc_u32 s3, s47, s41
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v4, v4
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
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_cvt_f16_f32_e32 v17, v17
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v14, v14
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v19, v19
	v_cvt_f16_f32_e32 v18, v18
	v_add_co_u32_e32 v0, vcc, v0, v121
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v23, v23
	v_cvt_f16_f32_e32 v22, v22
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
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
		.amdhsa_next_free_vgpr 248
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 248
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

	.set _attn_bwd_dkdv.num_vgpr, 248
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 83
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
    .sgpr_count:     87
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     248
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
