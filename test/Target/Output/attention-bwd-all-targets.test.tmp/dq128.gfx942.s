	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_load_dwordx2 s[4:5], s[0:1], 0x84
	s_load_dword s33, s[0:1], 0x8c
	s_abs_i32 s7, s3
	s_load_dwordx4 s[28:31], s[0:1], 0x0
	s_load_dwordx4 s[24:27], s[0:1], 0x40
	v_bfe_u32 v144, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s6, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s9, 0, s6
	s_xor_b32 s8, s3, s4
	s_ashr_i32 s8, s8, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v4, v0, 6, 1
	v_lshlrev_b32_e32 v2, 1, v144
	v_readfirstlane_b32 s36, v4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v4, 3, v4
	v_bfe_u32 v49, v0, 3, 1
	v_mov_b32_e32 v14, 0
	v_readfirstlane_b32 s10, v1
	s_mul_i32 s9, s9, s10
	s_mul_hi_u32 s9, s10, s9
	s_add_i32 s10, s10, s9
	s_mul_hi_u32 s9, s7, s10
	s_mul_i32 s10, s9, s6
	s_sub_i32 s7, s7, s10
	s_add_i32 s11, s9, 1
	s_sub_i32 s10, s7, s6
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s9, s11, s9
	s_cselect_b32 s7, s10, s7
	s_add_i32 s10, s9, 1
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s7, s10, s9
	s_abs_i32 s9, s5
	v_cvt_f32_u32_e32 v1, s9
	s_xor_b32 s7, s7, s8
	s_sub_i32 s35, s7, s8
	s_xor_b32 s5, s4, s5
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s4, s35, s4
	s_sub_i32 s10, 0, s9
	s_sub_i32 s20, s3, s4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s5, s5, 31
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s10, s10, s4
	s_mul_hi_u32 s7, s4, s10
	s_add_i32 s4, s4, s7
	s_mul_hi_u32 s4, s6, s4
	s_mul_i32 s7, s4, s9
	s_sub_i32 s6, s6, s7
	s_add_i32 s8, s4, 1
	s_sub_i32 s7, s6, s9
	s_cmp_ge_u32 s6, s9
	s_cselect_b32 s4, s8, s4
	s_cselect_b32 s6, s7, s6
	s_add_i32 s7, s4, 1
	s_cmp_ge_u32 s6, s9
	s_cselect_b32 s4, s7, s4
	s_xor_b32 s4, s4, s5
	s_sub_i32 s21, s4, s5
	s_abs_i32 s38, s21
	v_cvt_f32_u32_e32 v1, s38
	s_mul_i32 s4, s35, s24
	s_mul_i32 s7, s20, s25
	s_mul_hi_i32 s5, s35, s24
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_hi_i32 s6, s20, s25
	s_add_u32 s4, s7, s4
	s_addc_u32 s5, s6, s5
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b64 s[24:25], s[4:5], 1
	s_add_u32 s6, s28, s24
	s_addc_u32 s7, s29, s25
	v_readfirstlane_b32 s22, v1
	v_bfe_u32 v1, v0, 5, 1
	v_lshlrev_b32_e32 v3, 2, v1
	v_or3_b32 v2, v2, v3, v4
	v_lshrrev_b32_e32 v3, 7, v0
	s_lshl_b32 s28, s2, 6
	v_readfirstlane_b32 s37, v3
	v_lshlrev_b32_e32 v3, 4, v3
	v_or3_b32 v8, v2, v3, v49
	v_or_b32_e32 v6, s28, v8
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v48, 56, v2
	v_mul_lo_u32 v2, s26, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 1, s[6:7]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v48
	v_cmp_gt_i32_e32 vcc, s33, v6
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	global_load_dwordx4 v[10:13], v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
	global_load_dwordx4 v[14:17], v[4:5], off offset:128
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_add3_u32 v7, s28, v8, 32
	v_mul_lo_u32 v4, s26, v7
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_lshlrev_b32_e32 v2, 1, v48
	v_mov_b32_e32 v22, 0
	v_cmp_gt_i32_e64 s[4:5], s33, v7
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, v22
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_6
	global_load_dwordx4 v[18:21], v[4:5], off
.LBB0_6:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v22
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_8
	global_load_dwordx4 v[22:25], v[4:5], off offset:128
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[16:19], s[0:1], 0x70
	s_load_dwordx8 s[8:15], s[0:1], 0x20
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s7, s35, s16
	s_mul_i32 s6, s35, s16
	s_lshl_b64 s[6:7], s[6:7], 1
	s_mul_hi_i32 s41, s20, s17
	s_mul_i32 s40, s20, s17
	s_add_u32 s2, s8, s6
	s_addc_u32 s8, s9, s7
	s_lshl_b64 s[6:7], s[40:41], 1
	s_add_u32 s6, s2, s6
	v_mul_lo_u32 v4, s18, v6
	s_addc_u32 s7, s8, s7
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, v36
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_10
	global_load_dwordx4 v[32:35], v[4:5], off
.LBB0_10:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v37, v36
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v36
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_12
	global_load_dwordx4 v[36:39], v[4:5], off offset:128
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v4, s18, v7
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_mov_b32_e32 v44, 0
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_14
	global_load_dwordx4 v[40:43], v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v45, v44
	v_mov_b32_e32 v46, v44
	v_mov_b32_e32 v47, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[44:47], v[2:3], off offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[6:7]
	s_mul_hi_i32 s5, s33, s3
	s_mul_i32 s4, s33, s3
	s_lshl_b64 s[8:9], s[4:5], 2
	s_add_u32 s2, s10, s8
	s_addc_u32 s3, s11, s9
	v_lshlrev_b32_e32 v145, 1, v1
	s_lshl_b32 s27, s36, 2
	v_or_b32_e32 v2, s27, v145
	s_lshl_b32 s34, s37, 3
	v_or3_b32 v136, v2, s34, v144
	v_or_b32_e32 v2, s28, v136
	v_mov_b32_e32 v26, 0
	v_cmp_gt_i32_e32 vcc, s33, v2
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v56, v26
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	global_load_dword v56, v[4:5], off
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	s_ashr_i32 s29, s28, 31
	v_lshl_add_u64 v[4:5], v[136:137], 0, s[28:29]
	v_or3_b32 v3, v136, s28, 16
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s33, v3
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_20
	global_load_dword v26, v[6:7], off offset:64
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	v_or3_b32 v3, v136, s28, 32
	v_mov_b32_e32 v62, 0
	s_sub_i32 s10, 0, s38
	v_cmp_gt_i32_e64 s[4:5], s33, v3
	v_mov_b32_e32 v66, v62
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
	global_load_dword v66, v[6:7], off offset:128
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	v_or3_b32 v3, v136, s28, 48
	s_mul_i32 s16, s10, s22
	v_cmp_gt_i32_e64 s[6:7], s33, v3
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_24
	global_load_dword v62, v[6:7], off offset:192
.LBB0_24:
	s_or_b64 exec, exec, s[10:11]
	s_add_u32 s10, s12, s8
	v_mov_b32_e32 v50, 0
	s_mul_hi_u32 s16, s22, s16
	s_addc_u32 s11, s13, s9
	v_mov_b32_e32 v54, v50
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	global_load_dword v54, v[2:3], off
.LBB0_26:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_abs_i32 s12, s20
	s_add_i32 s22, s22, s16
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[10:11]
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_cbranch_execz .LBB0_28
	global_load_dword v50, v[2:3], off offset:64
.LBB0_28:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v60, 0
	s_mul_hi_u32 s10, s12, s22
	v_mov_b32_e32 v88, v60
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_30
	global_load_dword v88, v[2:3], off offset:128
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	s_ashr_i32 s4, s20, 31
	s_ashr_i32 s5, s21, 31
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_32
	global_load_dword v60, v[2:3], off offset:192
.LBB0_32:
	s_or_b64 exec, exec, s[2:3]
	s_mul_i32 s3, s10, s38
	s_sub_i32 s3, s12, s3
	s_xor_b32 s2, s4, s5
	s_add_i32 s4, s10, 1
	s_sub_i32 s5, s3, s38
	s_cmp_ge_u32 s3, s38
	s_load_dwordx8 s[16:23], s[0:1], 0x50
	s_cselect_b32 s4, s4, s10
	s_cselect_b32 s3, s5, s3
	s_add_i32 s5, s4, 1
	s_cmp_ge_u32 s3, s38
	s_cselect_b32 s3, s5, s4
	s_xor_b32 s3, s3, s2
	s_sub_i32 s4, s3, s2
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s3, s35, s16
	s_mul_i32 s2, s35, s16
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s5, s30, s2
	s_addc_u32 s6, s31, s3
	s_mul_hi_i32 s3, s4, s17
	s_mul_i32 s2, s4, s17
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s16, s5, s2
	s_addc_u32 s17, s6, s3
	s_mul_hi_i32 s3, s35, s20
	s_mul_i32 s2, s35, s20
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s5, s8, s2
	s_addc_u32 s6, s9, s3
	s_mul_hi_i32 s3, s4, s21
	s_mul_i32 s2, s4, s21
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s20, s5, s2
	s_addc_u32 s21, s6, s3
	s_lshl_b32 s2, s36, 4
	s_lshl_b32 s3, s37, 5
	v_lshlrev_b32_e32 v147, 2, v144
	v_lshlrev_b32_e32 v148, 3, v1
	v_and_b32_e32 v146, 15, v0
	s_or_b32 s2, s2, s3
	v_or_b32_e32 v0, v147, v148
	v_or_b32_e32 v149, s2, v146
	s_movk_i32 s2, 0x110
	v_mul_u32_u24_e32 v1, 0x110, v8
	v_lshlrev_b32_e32 v134, 1, v0
	v_lshl_add_u32 v51, v48, 1, v1
	v_mad_u32_u24 v52, v149, s2, v134
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v51, v[10:13]
	ds_write_b128 v51, v[14:17] offset:128
	ds_write_b128 v51, v[18:21] offset:8704
	ds_write_b128 v51, v[22:25] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[0:3], v52 offset1:4
	ds_read2_b64 v[4:7], v52 offset0:8 offset1:12
	ds_read2_b64 v[8:11], v52 offset0:16 offset1:20
	ds_read2_b64 v[12:15], v52 offset0:24 offset1:28
	v_mul_u32_u24_e32 v137, 0x110, v136
	v_mov_b32_e32 v57, v56
	v_mov_b32_e32 v58, v56
	v_mov_b32_e32 v59, v56
	v_mov_b32_e32 v27, v26
	v_mov_b32_e32 v28, v26
	v_mov_b32_e32 v29, v26
	v_lshl_add_u32 v96, v48, 2, v137
	v_add_u32_e32 v97, v52, v134
	v_mov_b32_e32 v67, v66
	v_mov_b32_e32 v68, v66
	v_mov_b32_e32 v69, v66
	v_mov_b32_e32 v63, v62
	v_mov_b32_e32 v64, v62
	v_mov_b32_e32 v65, v62
	s_load_dword s19, s[0:1], 0x18
	v_lshl_or_b32 v150, v49, 6, v48
	v_mov_b32_e32 v48, 0x3fb8aa3b
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v53, v50
	v_mov_b32_e32 v61, v60
	v_mov_b32_e32 v89, v88
	v_mov_b32_e32 v90, v88
	v_mov_b32_e32 v91, v88
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v135, s19, v48
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	s_cmp_lt_i32 s28, 1
	v_lshlrev_b32_e32 v138, 1, v150
	s_barrier
	ds_write_b128 v96, v[56:59]
	ds_write_b128 v96, v[56:59] offset:16
	ds_write_b128 v96, v[26:29] offset:4352
	ds_write_b128 v96, v[26:29] offset:4368
	ds_write_b128 v96, v[66:69] offset:8704
	ds_write_b128 v96, v[66:69] offset:8720
	ds_write_b128 v96, v[62:65] offset:13056
	ds_write_b128 v96, v[62:65] offset:13072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[16:19], v97
	ds_read_b128 v[20:23], v97 offset:64
	ds_read_b128 v[24:27], v97 offset:128
	ds_read_b128 v[28:31], v97 offset:192
	v_mov_b32_e32 v56, v54
	v_mov_b32_e32 v57, v54
	v_mov_b32_e32 v62, v60
	v_mov_b32_e32 v63, v60
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v51, v[32:35]
	ds_write_b128 v51, v[36:39] offset:128
	ds_write_b128 v51, v[40:43] offset:8704
	ds_write_b128 v51, v[44:47] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v52 offset1:4
	ds_read2_b64 v[36:39], v52 offset0:8 offset1:12
	ds_read2_b64 v[40:43], v52 offset0:16 offset1:20
	ds_read2_b64 v[44:47], v52 offset0:24 offset1:28
	v_mov_b32_e32 v51, v50
	v_mov_b32_e32 v52, v50
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v96, v[54:57]
	ds_write_b128 v96, v[54:57] offset:16
	ds_write_b128 v96, v[50:53] offset:4352
	ds_write_b128 v96, v[50:53] offset:4368
	ds_write_b128 v96, v[88:91] offset:8704
	ds_write_b128 v96, v[88:91] offset:8720
	ds_write_b128 v96, v[60:63] offset:13056
	ds_write_b128 v96, v[60:63] offset:13072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[48:51], v97
	ds_read_b128 v[52:55], v97 offset:64
	ds_read_b128 v[56:59], v97 offset:128
	ds_read_b128 v[60:63], v97 offset:192
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	s_cbranch_scc1 .LBB0_51
	s_movk_i32 s0, 0x90
	v_mad_u32_u24 v155, v146, s0, v134
	s_add_i32 s0, s34, s27
	v_mul_u32_u24_e32 v64, 0x90, v150
	v_add3_u32 v159, s0, v145, v144
	v_lshl_add_u32 v154, v136, 1, v64
	v_add_u32_e32 v64, 48, v159
	v_mul_lo_u32 v160, s22, v64
	v_mul_lo_u32 v161, s18, v64
	v_add_u32_e32 v64, 32, v159
	v_lshl_add_u64 v[140:141], s[16:17], 0, v[138:139]
	v_lshl_add_u64 v[142:143], s[20:21], 0, v[138:139]
	v_mad_u32_u24 v139, v146, s2, v134
	v_mul_lo_u32 v162, s22, v64
	v_mul_lo_u32 v163, s18, v64
	v_add_u32_e32 v64, 16, v159
	v_mov_b32_e32 v168, 0
	v_add_u32_e32 v151, 0x1100, v139
	v_add_u32_e32 v152, 0x2200, v139
	v_add_u32_e32 v153, 0x3300, v139
	v_add_u32_e32 v156, 0x900, v155
	v_add_u32_e32 v157, 0x1200, v155
	v_add_u32_e32 v158, 0x1b00, v155
	s_lshl_b32 s23, s22, 6
	s_lshl_b32 s29, s18, 6
	v_mul_lo_u32 v164, s22, v64
	v_mul_lo_u32 v165, s18, v64
	v_mul_lo_u32 v166, s22, v159
	v_mul_lo_u32 v167, s18, v159
	s_mov_b32 s30, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_add_u32_e32 v169, v138, v137
	s_mov_b32 s31, 0xc2fc0000
	s_mov_b32 s35, 0
	v_mov_b32_e32 v91, v168
	s_mov_b32 s36, 0
	s_branch .LBB0_35
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v169, v[104:107]
	ds_write_b128 v169, v[114:117] offset:4352
	ds_write_b128 v169, v[108:111] offset:8704
	ds_write_b128 v169, v[120:123] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[170:173], v139 offset1:4
	ds_read2_b64 v[178:181], v139 offset0:24 offset1:28
	ds_read2_b64 v[182:185], v151 offset1:4
	ds_read2_b64 v[186:189], v151 offset0:8 offset1:12
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[174:177], v[170:171], v[0:1], 0
	ds_read2_b64 v[202:205], v152 offset0:8 offset1:12
	ds_read2_b64 v[206:209], v152 offset0:16 offset1:20
	ds_read2_b64 v[210:213], v152 offset0:24 offset1:28
	ds_read2_b64 v[218:221], v153 offset1:4
	s_add_i32 s36, s36, 64
	v_mfma_f32_16x16x16_f16 v[170:173], v[172:173], v[2:3], v[174:177]
	s_add_i32 s35, s35, s23
	s_add_i32 s30, s30, s29
	s_cmp_lt_i32 s36, s28
	ds_read2_b64 v[174:177], v139 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[170:173], v[174:175], v[4:5], v[170:173]
	v_mfma_f32_16x16x16_f16 v[170:173], v[176:177], v[6:7], v[170:173]
	ds_read2_b64 v[174:177], v139 offset0:16 offset1:20
	v_mfma_f32_16x16x16_f16 v[198:201], v[182:183], v[0:1], 0
	v_mfma_f32_16x16x16_f16 v[182:185], v[184:185], v[2:3], v[198:201]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[170:173], v[174:175], v[8:9], v[170:173]
	s_nop 3
	ds_read2_b64 v[198:201], v153 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[182:185], v[186:187], v[4:5], v[182:185]
	v_mfma_f32_16x16x16_f16 v[170:173], v[176:177], v[10:11], v[170:173]
	ds_read2_b64 v[174:177], v151 offset0:16 offset1:20
	ds_read2_b64 v[190:193], v151 offset0:24 offset1:28
	ds_read2_b64 v[194:197], v152 offset1:4
	v_mfma_f32_16x16x16_f16 v[182:185], v[188:189], v[6:7], v[182:185]
	ds_read2_b64 v[186:189], v153 offset0:16 offset1:20
	v_mfma_f32_16x16x16_f16 v[214:217], v[178:179], v[12:13], v[170:173]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[172:175], v[174:175], v[8:9], v[182:185]
	s_nop 0
	v_add_u32_e32 v171, 0x2000, v155
	v_add_u32_e32 v170, 0x2800, v155
	ds_read2_b64 v[182:185], v153 offset0:24 offset1:28
	v_mfma_f32_16x16x16_f16 v[172:175], v[176:177], v[10:11], v[172:175]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v169, v[96:99]
	ds_write_b128 v169, v[100:103] offset:4352
	v_mfma_f32_16x16x16_f16 v[96:99], v[194:195], v[0:1], 0
	ds_write_b128 v169, v[124:127] offset:8704
	ds_write_b128 v169, v[128:131] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[96:99], v[196:197], v[2:3], v[96:99]
	ds_read2_b64 v[124:127], v139 offset1:4
	ds_read2_b64 v[128:131], v151 offset1:4
	v_mfma_f32_16x16x16_f16 v[96:99], v[202:203], v[4:5], v[96:99]
	v_mfma_f32_16x16x16_f16 v[96:99], v[204:205], v[6:7], v[96:99]
	ds_read2_b64 v[202:205], v153 offset1:4
	v_mfma_f32_16x16x16_f16 v[172:175], v[190:191], v[12:13], v[172:175]
	v_mfma_f32_16x16x16_f16 v[176:179], v[180:181], v[14:15], v[214:217]
	v_mfma_f32_16x16x16_f16 v[96:99], v[206:207], v[8:9], v[96:99]
	v_mfma_f32_16x16x16_f16 v[100:103], v[208:209], v[10:11], v[96:99]
	s_nop 4
	v_mul_f32_e32 v112, v135, v176
	v_sub_f32_e32 v112, v112, v16
	v_mul_f32_e32 v113, v135, v177
	v_mfma_f32_16x16x16_f16 v[172:175], v[192:193], v[14:15], v[172:175]
	v_cmp_gt_f32_e32 vcc, s31, v112
	v_sub_f32_e32 v113, v113, v17
	v_mul_f32_e32 v118, v135, v178
	v_cmp_gt_f32_e64 s[0:1], s31, v113
	v_mul_f32_e32 v119, v135, v179
	v_sub_f32_e32 v118, v118, v18
	v_cndmask_b32_e64 v179, 1.0, 0.5, vcc
	v_mfma_f32_16x16x16_f16 v[100:103], v[210:211], v[12:13], v[100:103]
	v_sub_f32_e32 v119, v119, v19
	v_cmp_gt_f32_e64 s[2:3], s31, v118
	v_mul_f32_e32 v132, v135, v172
	v_mul_f32_e32 v112, v112, v179
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[0:1]
	v_cmp_gt_f32_e64 s[4:5], s31, v119
	v_sub_f32_e32 v132, v132, v20
	v_mul_f32_e32 v172, v135, v174
	v_mul_f32_e32 v113, v113, v179
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[2:3]
	v_cmp_gt_f32_e64 s[6:7], s31, v132
	v_mul_f32_e32 v133, v135, v173
	v_mul_f32_e32 v173, v135, v175
	v_sub_f32_e32 v178, v172, v22
	v_mul_f32_e32 v118, v118, v179
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[4:5]
	v_sub_f32_e32 v173, v173, v23
	v_cmp_gt_f32_e64 s[10:11], s31, v178
	v_exp_f32_e32 v112, v112
	v_mul_f32_e32 v119, v119, v179
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[6:7]
	v_mfma_f32_16x16x16_f16 v[194:197], v[212:213], v[14:15], v[100:103]
	v_cmp_gt_f32_e64 s[12:13], s31, v173
	v_exp_f32_e32 v113, v113
	v_mul_f32_e32 v132, v132, v179
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[10:11]
	v_exp_f32_e32 v118, v118
	v_mul_f32_e32 v178, v178, v179
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[12:13]
	v_exp_f32_e32 v119, v119
	v_mul_f32_e32 v173, v173, v179
	v_exp_f32_e32 v132, v132
	v_exp_f32_e32 v179, v173
	v_mul_f32_e32 v173, v112, v112
	v_mul_f32_e32 v175, v135, v196
	v_exp_f32_e32 v178, v178
	v_cndmask_b32_e32 v196, v112, v173, vcc
	v_mul_f32_e32 v112, v113, v113
	v_mul_f32_e32 v174, v135, v197
	v_cndmask_b32_e64 v197, v113, v112, s[0:1]
	v_mul_f32_e32 v112, v118, v118
	v_cndmask_b32_e64 v206, v118, v112, s[2:3]
	v_mul_f32_e32 v112, v119, v119
	v_cndmask_b32_e64 v119, v119, v112, s[4:5]
	v_mul_f32_e32 v112, v132, v132
	v_cndmask_b32_e64 v118, v132, v112, s[6:7]
	v_mul_f32_e32 v112, v178, v178
	v_mul_f32_e32 v113, v179, v179
	v_cndmask_b32_e64 v112, v178, v112, s[10:11]
	v_cndmask_b32_e64 v113, v179, v113, s[12:13]
	v_mfma_f32_16x16x16_f16 v[178:181], v[218:219], v[0:1], 0
	ds_read2_b64 v[100:103], v139 offset0:8 offset1:12
	v_mul_f32_e32 v177, v135, v194
	v_mul_f32_e32 v176, v135, v195
	v_mfma_f32_16x16x16_f16 v[178:181], v[220:221], v[2:3], v[178:181]
	ds_read2_b64 v[96:99], v152 offset1:4
	v_sub_f32_e32 v133, v133, v21
	v_cmp_gt_f32_e64 s[8:9], s31, v133
	v_mfma_f32_16x16x16_f16 v[178:181], v[198:199], v[4:5], v[178:181]
	v_add_u32_e32 v172, 0x3000, v155
	v_cndmask_b32_e64 v132, 1.0, 0.5, s[8:9]
	v_mul_f32_e32 v132, v133, v132
	v_mfma_f32_16x16x16_f16 v[178:181], v[200:201], v[6:7], v[178:181]
	v_exp_f32_e32 v132, v132
	v_add_u32_e32 v173, 0x3800, v155
	v_mul_f32_e32 v133, v132, v132
	v_mfma_f32_16x16x16_f16 v[178:181], v[186:187], v[8:9], v[178:181]
	v_cndmask_b32_e64 v207, v132, v133, s[8:9]
	v_mfma_f32_16x16x16_f16 v[178:181], v[188:189], v[10:11], v[178:181]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[188:191], v[124:125], v[32:33], 0
	v_mfma_f32_16x16x16_f16 v[178:181], v[182:183], v[12:13], v[178:181]
	v_mfma_f32_16x16x16_f16 v[124:127], v[126:127], v[34:35], v[188:191]
	s_nop 4
	ds_read2_b64 v[188:191], v151 offset0:8 offset1:12
	ds_read2_b64 v[192:195], v152 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[180:183], v[184:185], v[14:15], v[178:181]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[184:187], v[128:129], v[32:33], 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[124:127], v[100:101], v[36:37], v[124:127]
	s_nop 2
	v_mul_f32_e32 v178, v135, v181
	v_mul_f32_e32 v181, v135, v182
	v_mul_f32_e32 v179, v135, v180
	v_mfma_f32_16x16x16_f16 v[128:131], v[130:131], v[34:35], v[184:187]
	v_mul_f32_e32 v180, v135, v183
	v_mfma_f32_16x16x16_f16 v[100:103], v[102:103], v[38:39], v[124:127]
	s_nop 2
	ds_read2_b64 v[124:127], v153 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[184:187], v[202:203], v[32:33], 0
	ds_read2_b64 v[200:203], v153 offset0:24 offset1:28
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[128:131], v[188:189], v[36:37], v[128:131]
	v_mfma_f32_16x16x16_f16 v[184:187], v[204:205], v[34:35], v[184:187]
	v_mfma_f32_16x16x16_f16 v[128:131], v[190:191], v[38:39], v[128:131]
	ds_read2_b64 v[188:191], v139 offset0:16 offset1:20
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[184:187], v[124:125], v[36:37], v[184:187]
	v_mfma_f32_16x16x16_f16 v[124:127], v[126:127], v[38:39], v[184:187]
	s_nop 5
	ds_read2_b64 v[184:187], v151 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[100:103], v[188:189], v[40:41], v[100:103]
	v_mfma_f32_16x16x16_f16 v[100:103], v[190:191], v[42:43], v[100:103]
	ds_read2_b64 v[188:191], v139 offset0:24 offset1:28
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[128:131], v[184:185], v[40:41], v[128:131]
	v_mfma_f32_16x16x16_f16 v[128:131], v[186:187], v[42:43], v[128:131]
	ds_read2_b64 v[184:187], v151 offset0:24 offset1:28
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[100:103], v[188:189], v[44:45], v[100:103]
	v_mfma_f32_16x16x16_f16 v[100:103], v[190:191], v[46:47], v[100:103]
	ds_read2_b64 v[188:191], v152 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[128:131], v[184:185], v[44:45], v[128:131]
	s_nop 3
	v_sub_f32_e32 v100, v100, v48
	v_sub_f32_e32 v101, v101, v49
	v_fma_mixlo_f16 v182, v196, v100, 0
	v_mfma_f32_16x16x16_f16 v[184:187], v[186:187], v[46:47], v[128:131]
	v_fma_mixhi_f16 v182, v197, v101, 0
	ds_read2_b64 v[196:199], v153 offset0:16 offset1:20
	v_sub_f32_e32 v132, v102, v50
	ds_read2_b64 v[128:131], v152 offset0:24 offset1:28
	v_sub_f32_e32 v133, v103, v51
	v_mfma_f32_16x16x16_f16 v[100:103], v[96:97], v[32:33], 0
	v_fma_mixlo_f16 v183, v206, v132, 0
	v_fma_mixhi_f16 v183, v119, v133, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v169, v[104:107]
	ds_write_b128 v169, v[114:117] offset:4352
	ds_write_b128 v169, v[108:111] offset:8704
	ds_write_b128 v169, v[120:123] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[104:107], v169
	ds_read_b128 v[108:111], v169 offset:4352
	ds_read_b128 v[114:117], v169 offset:8704
	ds_read_b128 v[120:123], v169 offset:13056
	v_mfma_f32_16x16x16_f16 v[96:99], v[98:99], v[34:35], v[100:103]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[96:99], v[192:193], v[36:37], v[96:99]
	s_barrier
	ds_write_b16 v154, v104
	ds_write_b16_d16_hi v154, v104 offset:144
	ds_write_b16 v154, v105 offset:288
	v_mfma_f32_16x16x16_f16 v[96:99], v[194:195], v[38:39], v[96:99]
	ds_write_b16_d16_hi v154, v105 offset:432
	ds_write_b16 v154, v106 offset:576
	ds_write_b16_d16_hi v154, v106 offset:720
	ds_write_b16 v154, v107 offset:864
	ds_write_b16_d16_hi v154, v107 offset:1008
	ds_write_b16 v154, v108 offset:32
	ds_write_b16_d16_hi v154, v108 offset:176
	ds_write_b16 v154, v109 offset:320
	ds_write_b16_d16_hi v154, v109 offset:464
	v_mfma_f32_16x16x16_f16 v[96:99], v[188:189], v[40:41], v[96:99]
	ds_write_b16 v154, v110 offset:608
	ds_write_b16_d16_hi v154, v110 offset:752
	ds_write_b16 v154, v111 offset:896
	ds_write_b16_d16_hi v154, v111 offset:1040
	ds_write_b16 v154, v114 offset:64
	ds_write_b16_d16_hi v154, v114 offset:208
	ds_write_b16 v154, v115 offset:352
	ds_write_b16_d16_hi v154, v115 offset:496
	ds_write_b16 v154, v116 offset:640
	ds_write_b16_d16_hi v154, v116 offset:784
	ds_write_b16 v154, v117 offset:928
	ds_write_b16_d16_hi v154, v117 offset:1072
	ds_write_b16 v154, v120 offset:96
	ds_write_b16_d16_hi v154, v120 offset:240
	ds_write_b16 v154, v121 offset:384
	ds_write_b16_d16_hi v154, v121 offset:528
	ds_write_b16 v154, v122 offset:672
	ds_write_b16_d16_hi v154, v122 offset:816
	ds_write_b16 v154, v123 offset:960
	ds_write_b16_d16_hi v154, v123 offset:1104
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[100:103], v[196:197], v[40:41], v[124:127]
	s_barrier
	ds_read2_b64 v[120:123], v155 offset1:4
	ds_read2_b64 v[114:117], v156 offset1:4
	ds_read2_b64 v[108:111], v157 offset1:4
	v_mfma_f32_16x16x16_f16 v[96:99], v[190:191], v[42:43], v[96:99]
	v_mfma_f32_16x16x16_f16 v[100:103], v[198:199], v[42:43], v[100:103]
	v_mfma_f32_16x16x16_f16 v[96:99], v[128:129], v[44:45], v[96:99]
	v_mfma_f32_16x16x16_f16 v[104:107], v[200:201], v[44:45], v[100:103]
	v_mfma_f32_16x16x16_f16 v[100:103], v[130:131], v[46:47], v[96:99]
	v_mfma_f32_16x16x16_f16 v[96:99], v[202:203], v[46:47], v[104:107]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[188:191], v[120:121], v[182:183], v[72:75]
	s_nop 2
	ds_read2_b64 v[104:107], v158 offset1:4
	ds_read2_b64 v[72:75], v171 offset0:128 offset1:132
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[126:129], v[108:109], v[182:183], v[68:71]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[68:71], v[72:73], v[182:183], v[84:87]
	s_nop 2
	ds_read2_b64 v[84:87], v170 offset0:160 offset1:164
	v_mfma_f32_16x16x16_f16 v[130:133], v[114:115], v[182:183], v[64:67]
	s_nop 2
	v_sub_f32_e32 v64, v184, v52
	v_fma_mixlo_f16 v72, v118, v64, 0
	v_sub_f32_e32 v64, v185, v53
	v_fma_mixhi_f16 v72, v207, v64, 0
	v_sub_f32_e32 v64, v186, v54
	v_sub_f32_e32 v65, v187, v55
	v_fma_mixlo_f16 v73, v112, v64, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[118:121], v[84:85], v[182:183], v[76:79]
	v_fma_mixhi_f16 v73, v113, v65, 0
	ds_read2_b64 v[112:115], v172 offset0:192 offset1:196
	s_nop 0
	ds_read2_b64 v[76:79], v173 offset0:224 offset1:228
	v_mfma_f32_16x16x16_f16 v[64:67], v[122:123], v[72:73], v[188:191]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[122:125], v[112:113], v[182:183], v[80:83]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[80:83], v[76:77], v[182:183], v[88:91]
	v_sub_f32_e32 v76, v177, v24
	v_cmp_gt_f32_e64 s[0:1], s31, v76
	v_mfma_f32_16x16x16_f16 v[92:95], v[104:105], v[182:183], v[92:95]
	s_nop 0
	v_cndmask_b32_e64 v77, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v76, v76, v77
	v_sub_f32_e32 v77, v176, v25
	v_cmp_gt_f32_e64 s[4:5], s31, v77
	v_exp_f32_e32 v76, v76
	v_mfma_f32_16x16x16_f16 v[68:71], v[74:75], v[72:73], v[68:71]
	v_cndmask_b32_e64 v84, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v77, v77, v84
	v_sub_f32_e32 v84, v175, v26
	v_cmp_gt_f32_e64 s[8:9], s31, v84
	v_exp_f32_e32 v77, v77
	v_mfma_f32_16x16x16_f16 v[92:95], v[106:107], v[72:73], v[92:95]
	v_cndmask_b32_e64 v85, 1.0, 0.5, s[8:9]
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, v174, v27
	v_cmp_gt_f32_e64 s[10:11], s31, v85
	v_exp_f32_e32 v84, v84
	v_mul_f32_e32 v105, v77, v77
	v_cndmask_b32_e64 v88, 1.0, 0.5, s[10:11]
	v_mul_f32_e32 v85, v85, v88
	v_sub_f32_e32 v88, v179, v28
	v_cmp_gt_f32_e32 vcc, s31, v88
	v_exp_f32_e32 v85, v85
	v_mul_f32_e32 v112, v84, v84
	v_cndmask_b32_e64 v89, 1.0, 0.5, vcc
	v_mul_f32_e32 v104, v88, v89
	v_sub_f32_e32 v88, v178, v29
	v_cmp_gt_f32_e64 s[2:3], s31, v88
	v_mul_f32_e32 v113, v85, v85
	v_sub_f32_e32 v106, v100, v56
	v_cndmask_b32_e64 v89, 1.0, 0.5, s[2:3]
	v_mul_f32_e32 v174, v88, v89
	v_sub_f32_e32 v88, v181, v30
	v_cmp_gt_f32_e64 s[6:7], s31, v88
	v_sub_f32_e32 v107, v102, v58
	v_mfma_f32_16x16x16_f16 v[108:111], v[110:111], v[72:73], v[126:129]
	v_cndmask_b32_e64 v89, 1.0, 0.5, s[6:7]
	v_mul_f32_e32 v175, v88, v89
	v_sub_f32_e32 v88, v180, v31
	v_cmp_gt_f32_e64 s[12:13], s31, v88
	v_mfma_f32_16x16x16_f16 v[78:81], v[78:79], v[72:73], v[80:83]
	s_nop 0
	v_cndmask_b32_e64 v89, 1.0, 0.5, s[12:13]
	v_mul_f32_e32 v176, v88, v89
	v_mfma_f32_16x16x16_f16 v[88:91], v[116:117], v[72:73], v[130:133]
	v_cndmask_b32_e64 v116, v77, v105, s[4:5]
	v_cndmask_b32_e64 v105, v84, v112, s[8:9]
	v_cndmask_b32_e64 v112, v85, v113, s[10:11]
	v_exp_f32_e32 v130, v104
	v_mul_f32_e32 v104, v76, v76
	v_cndmask_b32_e64 v104, v76, v104, s[0:1]
	v_mfma_f32_16x16x16_f16 v[74:77], v[86:87], v[72:73], v[118:121]
	ds_read2_b64 v[84:87], v155 offset0:8 offset1:12
	v_fma_mixlo_f16 v132, v104, v106, 0
	v_fma_mixlo_f16 v133, v105, v107, 0
	ds_read2_b64 v[104:107], v156 offset0:8 offset1:12
	v_sub_f32_e32 v113, v101, v57
	v_sub_f32_e32 v117, v103, v59
	v_mfma_f32_16x16x16_f16 v[100:103], v[114:115], v[72:73], v[122:125]
	v_fma_mixhi_f16 v133, v112, v117, 0
	v_fma_mixhi_f16 v132, v116, v113, 0
	ds_read2_b64 v[112:115], v157 offset0:8 offset1:12
	ds_read2_b64 v[116:119], v171 offset0:136 offset1:140
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[64:67], v[84:85], v[132:133], v[64:67]
	ds_read2_b64 v[82:85], v158 offset0:8 offset1:12
	ds_read2_b64 v[120:123], v170 offset0:168 offset1:172
	ds_read2_b64 v[124:127], v172 offset0:200 offset1:204
	ds_read2_b64 v[170:173], v173 offset0:232 offset1:236
	v_exp_f32_e32 v72, v174
	v_exp_f32_e32 v73, v175
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[88:91], v[104:105], v[132:133], v[88:91]
	v_exp_f32_e32 v104, v176
	v_mul_f32_e32 v105, v130, v130
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[108:111], v[112:113], v[132:133], v[108:111]
	v_mul_f32_e32 v112, v72, v72
	v_mul_f32_e32 v113, v73, v73
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[92:95], v[82:83], v[132:133], v[92:95]
	v_cndmask_b32_e32 v83, v130, v105, vcc
	v_mul_f32_e32 v82, v104, v104
	v_mfma_f32_16x16x16_f16 v[128:131], v[116:117], v[132:133], v[68:71]
	s_nop 2
	v_cndmask_b32_e64 v68, v72, v112, s[2:3]
	v_cndmask_b32_e64 v69, v73, v113, s[6:7]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[174:177], v[120:121], v[132:133], v[74:77]
	v_sub_f32_e32 v71, v96, v60
	v_sub_f32_e32 v72, v97, v61
	v_sub_f32_e32 v73, v98, v62
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[100:103], v[124:125], v[132:133], v[100:103]
	v_sub_f32_e32 v74, v99, v63
	v_cndmask_b32_e64 v70, v104, v82, s[12:13]
	v_fma_mixlo_f16 v104, v83, v71, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[96:99], v[170:171], v[132:133], v[78:81]
	v_fma_mixlo_f16 v105, v69, v73, 0
	v_fma_mixhi_f16 v105, v70, v74, 0
	v_fma_mixhi_f16 v104, v68, v72, 0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[72:75], v[86:87], v[104:105], v[64:67]
	v_mfma_f32_16x16x16_f16 v[64:67], v[106:107], v[104:105], v[88:91]
	v_mfma_f32_16x16x16_f16 v[68:71], v[114:115], v[104:105], v[108:111]
	v_mfma_f32_16x16x16_f16 v[92:95], v[84:85], v[104:105], v[92:95]
	v_mfma_f32_16x16x16_f16 v[84:87], v[118:119], v[104:105], v[128:131]
	v_mfma_f32_16x16x16_f16 v[76:79], v[122:123], v[104:105], v[174:177]
	v_mfma_f32_16x16x16_f16 v[80:83], v[126:127], v[104:105], v[100:103]
	v_mfma_f32_16x16x16_f16 v[88:91], v[172:173], v[104:105], v[96:99]
	s_cbranch_scc0 .LBB0_51
.LBB0_35:
	s_nop 1
	v_add_u32_e32 v96, s36, v159
	v_cmp_gt_i32_e64 s[0:1], s33, v96
	v_mov_b32_e32 v104, v168
	v_mov_b32_e32 v105, v168
	v_mov_b32_e32 v106, v168
	v_mov_b32_e32 v107, v168
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_37
	v_add_u32_e32 v98, s30, v167
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[140:141]
	global_load_dwordx4 v[104:107], v[98:99], off
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v97, 16, v96
	v_mov_b32_e32 v108, 0
	v_cmp_gt_i32_e32 vcc, s33, v97
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, v108
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
	v_add_u32_e32 v98, s30, v165
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[140:141]
	global_load_dwordx4 v[114:117], v[98:99], off
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v97, 32, v96
	v_cmp_gt_i32_e64 s[4:5], s33, v97
	v_mov_b32_e32 v109, v108
	v_mov_b32_e32 v110, v108
	v_mov_b32_e32 v111, v108
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_41
	v_add_u32_e32 v98, s30, v163
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[140:141]
	global_load_dwordx4 v[108:111], v[98:99], off
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v96, 48, v96
	v_cmp_gt_i32_e64 s[2:3], s33, v96
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v123, v96
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_43
	v_add_u32_e32 v98, s30, v161
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[140:141]
	global_load_dwordx4 v[120:123], v[98:99], off
.LBB0_43:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_45
	v_add_u32_e32 v96, s35, v166
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[142:143]
	global_load_dwordx4 v[96:99], v[96:97], off
.LBB0_45:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, v124
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_47
	v_add_u32_e32 v100, s35, v164
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshl_add_u64 v[100:101], v[100:101], 1, v[142:143]
	global_load_dwordx4 v[100:103], v[100:101], off
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v125, v124
	v_mov_b32_e32 v126, v124
	v_mov_b32_e32 v127, v124
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_49
	v_add_u32_e32 v112, s35, v162
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], v[112:113], 1, v[142:143]
	global_load_dwordx4 v[124:127], v[112:113], off
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v112, s35, v160
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], v[112:113], 1, v[142:143]
	global_load_dwordx4 v[128:131], v[112:113], off
	s_branch .LBB0_34
.LBB0_51:
	s_add_i32 s0, s28, 64
	s_min_i32 s8, s0, s33
	s_cmp_ge_i32 s28, s8
	v_or_b32_e32 v112, s28, v149
	s_cbranch_scc1 .LBB0_70
	s_movk_i32 s0, 0x110
	v_mad_u32_u24 v113, v146, s0, v134
	s_movk_i32 s0, 0x90
	v_mad_u32_u24 v118, v146, s0, v134
	s_add_i32 s0, s28, s34
	s_add_i32 s0, s0, s27
	v_mul_u32_u24_e32 v96, 0x90, v150
	v_add3_u32 v123, s0, v145, v144
	v_lshl_add_u32 v117, v136, 1, v96
	v_add_u32_e32 v96, 48, v123
	v_mul_lo_u32 v124, s22, v96
	v_mul_lo_u32 v125, s18, v96
	v_add_u32_e32 v96, 32, v123
	v_mov_b32_e32 v139, 0
	v_mul_lo_u32 v126, s22, v96
	v_mul_lo_u32 v127, s18, v96
	v_add_u32_e32 v96, 16, v123
	v_lshl_add_u64 v[100:101], s[16:17], 0, v[138:139]
	v_lshl_add_u64 v[102:103], s[20:21], 0, v[138:139]
	v_add_u32_e32 v114, 0x1100, v113
	v_add_u32_e32 v115, 0x2200, v113
	v_add_u32_e32 v116, 0x3300, v113
	v_add_u32_e32 v119, 0x900, v118
	v_add_u32_e32 v120, 0x1200, v118
	v_add_u32_e32 v121, 0x1b00, v118
	v_add3_u32 v122, s28, v148, v147
	s_lshl_b32 s9, s22, 6
	s_lshl_b32 s10, s18, 6
	v_mul_lo_u32 v128, s22, v96
	v_mul_lo_u32 v129, s18, v96
	v_mul_lo_u32 v130, s22, v123
	v_mul_lo_u32 v131, s18, v123
	s_mov_b32 s11, 0
	v_add_u32_e32 v132, v138, v137
	s_mov_b32 s12, 0xc2fc0000
	s_mov_b32 s13, 0
	s_mov_b32 s16, 0
	s_branch .LBB0_54
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v132, v[146:149]
	ds_write_b128 v132, v[150:153] offset:4352
	ds_write_b128 v132, v[154:157] offset:8704
	ds_write_b128 v132, v[158:161] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[138:141], v113 offset1:4
	ds_read2_b64 v[142:145], v113 offset0:8 offset1:12
	ds_read2_b64 v[178:181], v113 offset0:16 offset1:20
	ds_read2_b64 v[182:185], v113 offset0:24 offset1:28
	ds_read2_b64 v[186:189], v114 offset1:4
	ds_read2_b64 v[190:193], v114 offset0:8 offset1:12
	ds_read2_b64 v[194:197], v114 offset0:16 offset1:20
	ds_read2_b64 v[198:201], v114 offset0:24 offset1:28
	ds_read2_b64 v[202:205], v115 offset1:4
	ds_read2_b64 v[206:209], v115 offset0:8 offset1:12
	ds_read2_b64 v[210:213], v115 offset0:16 offset1:20
	ds_read2_b64 v[214:217], v115 offset0:24 offset1:28
	ds_read2_b64 v[218:221], v116 offset1:4
	ds_read2_b64 v[222:225], v116 offset0:8 offset1:12
	ds_read2_b64 v[226:229], v116 offset0:16 offset1:20
	ds_read2_b64 v[230:233], v116 offset0:24 offset1:28
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_16x16x16_f16 v[234:237], v[138:139], v[0:1], 0
	v_add_u32_e32 v137, s16, v122
	v_add_u32_e32 v136, 2, v137
	v_add_u32_e32 v133, 3, v137
	v_mfma_f32_16x16x16_f16 v[138:141], v[140:141], v[2:3], v[234:237]
	v_add_u32_e32 v111, 16, v137
	v_add_u32_e32 v110, 17, v137
	v_add_u32_e32 v109, 18, v137
	v_mfma_f32_16x16x16_f16 v[138:141], v[142:143], v[4:5], v[138:141]
	v_add_u32_e32 v108, 19, v137
	v_add_u32_e32 v107, 32, v137
	v_add_u32_e32 v106, 33, v137
	v_mfma_f32_16x16x16_f16 v[138:141], v[144:145], v[6:7], v[138:141]
	v_add_u32_e32 v105, 34, v137
	v_add_u32_e32 v104, 35, v137
	v_add_u32_e32 v99, 48, v137
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_16x16x16_f16 v[138:141], v[178:179], v[8:9], v[138:141]
	v_add_u32_e32 v98, 49, v137
	v_add_u32_e32 v97, 50, v137
	v_add_u32_e32 v96, 51, v137
	v_mfma_f32_16x16x16_f16 v[138:141], v[180:181], v[10:11], v[138:141]
	s_add_i32 s16, s16, 64
	s_add_i32 s13, s13, s9
	s_add_i32 s11, s11, s10
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_16x16x16_f16 v[138:141], v[182:183], v[12:13], v[138:141]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[138:141], v[184:185], v[14:15], v[138:141]
	s_barrier
	ds_write_b128 v132, v[162:165]
	ds_write_b128 v132, v[166:169] offset:4352
	ds_write_b128 v132, v[170:173] offset:8704
	ds_write_b128 v132, v[174:177] offset:13056
	v_mfma_f32_16x16x16_f16 v[142:145], v[186:187], v[0:1], 0
	s_nop 0
	v_mul_f32_e32 v178, v135, v138
	v_mul_f32_e32 v179, v135, v139
	v_mul_f32_e32 v180, v135, v140
	v_mul_f32_e32 v181, v135, v141
	v_mfma_f32_16x16x16_f16 v[138:141], v[188:189], v[2:3], v[142:145]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[138:141], v[190:191], v[4:5], v[138:141]
	ds_read2_b64 v[162:165], v113 offset1:4
	v_mfma_f32_16x16x16_f16 v[138:141], v[192:193], v[6:7], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[194:195], v[8:9], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[196:197], v[10:11], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[198:199], v[12:13], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[200:201], v[14:15], v[138:141]
	v_mfma_f32_16x16x16_f16 v[142:145], v[202:203], v[0:1], 0
	s_nop 5
	v_mul_f32_e32 v182, v135, v138
	v_mul_f32_e32 v183, v135, v139
	v_mul_f32_e32 v184, v135, v140
	v_mul_f32_e32 v185, v135, v141
	v_mfma_f32_16x16x16_f16 v[138:141], v[204:205], v[2:3], v[142:145]
	v_mfma_f32_16x16x16_f16 v[138:141], v[206:207], v[4:5], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[208:209], v[6:7], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[210:211], v[8:9], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[212:213], v[10:11], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[214:215], v[12:13], v[138:141]
	v_mfma_f32_16x16x16_f16 v[138:141], v[216:217], v[14:15], v[138:141]
	v_mfma_f32_16x16x16_f16 v[142:145], v[218:219], v[0:1], 0
	s_nop 5
	v_mul_f32_e32 v186, v135, v138
	v_mul_f32_e32 v187, v135, v139
	v_mul_f32_e32 v188, v135, v140
	v_mul_f32_e32 v189, v135, v141
	v_mfma_f32_16x16x16_f16 v[138:141], v[220:221], v[2:3], v[142:145]
	v_mfma_f32_16x16x16_f16 v[138:141], v[222:223], v[4:5], v[138:141]
	s_nop 1
	v_sub_f32_e32 v142, v178, v16
	v_cmp_gt_f32_e32 vcc, s12, v142
	v_sub_f32_e32 v143, v179, v17
	v_mfma_f32_16x16x16_f16 v[138:141], v[224:225], v[6:7], v[138:141]
	v_sub_f32_e32 v178, v181, v19
	v_sub_f32_e32 v181, v184, v22
	v_sub_f32_e32 v184, v187, v25
	v_mfma_f32_16x16x16_f16 v[138:141], v[226:227], v[8:9], v[138:141]
	v_cmp_gt_f32_e64 s[0:1], s12, v143
	v_sub_f32_e32 v179, v182, v20
	v_sub_f32_e32 v182, v185, v23
	v_mfma_f32_16x16x16_f16 v[138:141], v[228:229], v[10:11], v[138:141]
	v_sub_f32_e32 v185, v188, v26
	v_sub_f32_e32 v145, v180, v18
	v_cmp_gt_f32_e64 s[2:3], s12, v178
	v_mfma_f32_16x16x16_f16 v[138:141], v[230:231], v[12:13], v[138:141]
	v_sub_f32_e32 v180, v183, v21
	v_sub_f32_e32 v183, v186, v24
	v_sub_f32_e32 v186, v189, v27
	v_mfma_f32_16x16x16_f16 v[138:141], v[232:233], v[14:15], v[138:141]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[170:173], v[162:163], v[32:33], 0
	s_nop 4
	v_mul_f32_e32 v138, v135, v138
	v_sub_f32_e32 v187, v138, v28
	v_cndmask_b32_e64 v138, 1.0, 0.5, vcc
	v_mul_f32_e32 v139, v135, v139
	v_mul_f32_e32 v138, v142, v138
	v_sub_f32_e32 v188, v139, v29
	v_exp_f32_e32 v138, v138
	v_cndmask_b32_e64 v139, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v140, v135, v140
	v_mul_f32_e32 v139, v143, v139
	v_sub_f32_e32 v144, v140, v30
	v_exp_f32_e32 v140, v139
	v_mul_f32_e32 v139, v138, v138
	v_mul_f32_e32 v141, v135, v141
	v_cndmask_b32_e32 v139, v138, v139, vcc
	v_cmp_gt_f32_e32 vcc, s12, v145
	v_sub_f32_e32 v143, v141, v31
	v_mul_f32_e32 v138, v140, v140
	v_cndmask_b32_e64 v141, 1.0, 0.5, vcc
	v_mul_f32_e32 v141, v145, v141
	v_cndmask_b32_e64 v142, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e64 v140, v140, v138, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], s12, v179
	v_exp_f32_e32 v141, v141
	v_mul_f32_e32 v142, v178, v142
	v_cndmask_b32_e64 v145, 1.0, 0.5, s[0:1]
	v_exp_f32_e32 v142, v142
	v_mul_f32_e32 v145, v179, v145
	v_exp_f32_e32 v145, v145
	v_mul_f32_e32 v138, v141, v141
	v_cndmask_b32_e32 v141, v141, v138, vcc
	v_mul_f32_e32 v138, v142, v142
	v_cndmask_b32_e64 v142, v142, v138, s[2:3]
	v_mul_f32_e32 v138, v145, v145
	v_cmp_gt_f32_e32 vcc, s12, v180
	v_cndmask_b32_e64 v138, v145, v138, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], s12, v181
	v_cndmask_b32_e64 v178, 1.0, 0.5, vcc
	v_cmp_gt_f32_e64 s[2:3], s12, v182
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v178, v180, v178
	v_mul_f32_e32 v179, v181, v179
	v_cndmask_b32_e64 v180, 1.0, 0.5, s[2:3]
	v_exp_f32_e32 v179, v179
	v_mul_f32_e32 v180, v182, v180
	v_exp_f32_e32 v166, v180
	v_exp_f32_e32 v178, v178
	v_mul_f32_e32 v167, v179, v179
	v_cndmask_b32_e64 v182, v179, v167, s[0:1]
	v_mul_f32_e32 v167, v166, v166
	v_cndmask_b32_e64 v189, v166, v167, s[2:3]
	ds_read2_b64 v[166:169], v113 offset0:8 offset1:12
	v_mul_f32_e32 v145, v178, v178
	v_cndmask_b32_e32 v145, v178, v145, vcc
	v_cmp_gt_f32_e32 vcc, s12, v183
	v_cmp_gt_f32_e64 s[0:1], s12, v184
	s_nop 0
	v_cndmask_b32_e64 v162, 1.0, 0.5, vcc
	v_mul_f32_e32 v162, v183, v162
	v_exp_f32_e32 v174, v162
	v_mfma_f32_16x16x16_f16 v[162:165], v[164:165], v[34:35], v[170:173]
	v_cndmask_b32_e64 v175, 1.0, 0.5, s[0:1]
	s_nop 1
	ds_read2_b64 v[170:173], v113 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[162:165], v[166:167], v[36:37], v[162:165]
	v_mul_f32_e32 v166, v184, v175
	v_exp_f32_e32 v175, v166
	v_mul_f32_e32 v166, v174, v174
	v_mfma_f32_16x16x16_f16 v[162:165], v[168:169], v[38:39], v[162:165]
	v_cndmask_b32_e32 v183, v174, v166, vcc
	ds_read2_b64 v[166:169], v113 offset0:24 offset1:28
	v_cmp_gt_f32_e32 vcc, s12, v185
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[162:165], v[170:171], v[40:41], v[162:165]
	v_mul_f32_e32 v174, v175, v175
	v_cndmask_b32_e64 v170, 1.0, 0.5, vcc
	v_mul_f32_e32 v170, v185, v170
	v_mfma_f32_16x16x16_f16 v[162:165], v[172:173], v[42:43], v[162:165]
	v_exp_f32_e32 v176, v170
	ds_read2_b64 v[170:173], v114 offset1:4
	v_cndmask_b32_e64 v184, v175, v174, s[0:1]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[162:165], v[166:167], v[44:45], v[162:165]
	v_mul_f32_e32 v166, v176, v176
	v_cndmask_b32_e32 v185, v176, v166, vcc
	v_cmp_gt_f32_e32 vcc, s12, v186
	v_mfma_f32_16x16x16_f16 v[162:165], v[168:169], v[46:47], v[162:165]
	v_cmp_gt_f32_e64 s[0:1], s12, v187
	v_cndmask_b32_e64 v166, 1.0, 0.5, vcc
	v_mul_f32_e32 v178, v186, v166
	ds_read2_b64 v[166:169], v114 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[174:177], v[170:171], v[32:33], 0
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[0:1]
	v_exp_f32_e32 v178, v178
	v_mfma_f32_16x16x16_f16 v[170:173], v[172:173], v[34:35], v[174:177]
	s_nop 3
	v_mul_f32_e32 v174, v187, v179
	v_exp_f32_e32 v179, v174
	ds_read2_b64 v[174:177], v114 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[170:173], v[166:167], v[36:37], v[170:173]
	v_mul_f32_e32 v166, v178, v178
	v_cndmask_b32_e32 v186, v178, v166, vcc
	v_cmp_gt_f32_e32 vcc, s12, v188
	v_mfma_f32_16x16x16_f16 v[166:169], v[168:169], v[38:39], v[170:173]
	v_mul_f32_e32 v178, v179, v179
	v_cndmask_b32_e64 v187, v179, v178, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], s12, v144
	ds_read2_b64 v[170:173], v114 offset0:24 offset1:28
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[166:169], v[174:175], v[40:41], v[166:169]
	v_cndmask_b32_e64 v174, 1.0, 0.5, vcc
	v_mul_f32_e32 v174, v188, v174
	v_exp_f32_e32 v178, v174
	v_mfma_f32_16x16x16_f16 v[166:169], v[176:177], v[42:43], v[166:169]
	ds_read2_b64 v[174:177], v115 offset1:4
	v_cndmask_b32_e64 v179, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v144, v144, v179
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[166:169], v[170:171], v[44:45], v[166:169]
	v_mul_f32_e32 v170, v178, v178
	v_cndmask_b32_e32 v188, v178, v170, vcc
	v_cmp_gt_f32_e32 vcc, s12, v143
	v_mfma_f32_16x16x16_f16 v[166:169], v[172:173], v[46:47], v[166:169]
	ds_read2_b64 v[170:173], v115 offset0:8 offset1:12
	v_exp_f32_e32 v144, v144
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[178:181], v[174:175], v[32:33], 0
	v_cndmask_b32_e64 v174, 1.0, 0.5, vcc
	v_mul_f32_e32 v143, v143, v174
	v_exp_f32_e32 v143, v143
	v_mfma_f32_16x16x16_f16 v[174:177], v[176:177], v[34:35], v[178:181]
	v_mul_f32_e32 v190, v144, v144
	v_cndmask_b32_e64 v144, v144, v190, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v112, v137
	ds_read2_b64 v[178:181], v115 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[174:177], v[170:171], v[36:37], v[174:177]
	v_mul_f32_e32 v170, v143, v143
	v_cndmask_b32_e32 v190, v143, v170, vcc
	v_cmp_gt_i32_e32 vcc, v112, v137
	v_mfma_f32_16x16x16_f16 v[170:173], v[172:173], v[38:39], v[174:177]
	v_cndmask_b32_e64 v191, 0, v139, s[0:1]
	s_add_i32 s0, s28, s16
	s_cmp_lt_i32 s0, s8
	ds_read2_b64 v[174:177], v115 offset0:24 offset1:28
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[170:173], v[178:179], v[40:41], v[170:173]
	v_cndmask_b32_e32 v178, 0, v140, vcc
	v_cmp_ge_i32_e32 vcc, v112, v136
	v_mfma_f32_16x16x16_f16 v[170:173], v[180:181], v[42:43], v[170:173]
	s_nop 0
	v_cndmask_b32_e32 v179, 0, v141, vcc
	v_cmp_ge_i32_e32 vcc, v112, v133
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[170:173], v[174:175], v[44:45], v[170:173]
	v_cndmask_b32_e32 v133, 0, v142, vcc
	ds_read2_b64 v[140:143], v116 offset1:4
	v_cmp_ge_i32_e32 vcc, v112, v111
	s_nop 1
	v_cndmask_b32_e32 v180, 0, v138, vcc
	v_mfma_f32_16x16x16_f16 v[136:139], v[176:177], v[46:47], v[170:173]
	v_cmp_ge_i32_e32 vcc, v112, v110
	s_nop 1
	ds_read2_b64 v[170:173], v116 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[174:177], v[140:141], v[32:33], 0
	v_cndmask_b32_e32 v145, 0, v145, vcc
	v_cmp_ge_i32_e32 vcc, v112, v109
	v_sub_f32_e32 v136, v136, v56
	s_nop 0
	v_cndmask_b32_e32 v181, 0, v182, vcc
	v_cmp_ge_i32_e32 vcc, v112, v108
	v_mfma_f32_16x16x16_f16 v[108:111], v[142:143], v[34:35], v[174:177]
	ds_read2_b64 v[140:143], v116 offset0:16 offset1:20
	v_cndmask_b32_e32 v182, 0, v189, vcc
	v_cmp_ge_i32_e32 vcc, v112, v107
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[108:111], v[170:171], v[36:37], v[108:111]
	v_cndmask_b32_e32 v174, 0, v183, vcc
	v_cmp_ge_i32_e32 vcc, v112, v106
	v_mfma_f32_16x16x16_f16 v[106:109], v[172:173], v[38:39], v[108:111]
	ds_read2_b64 v[170:173], v116 offset0:24 offset1:28
	v_cndmask_b32_e32 v175, 0, v184, vcc
	v_cmp_ge_i32_e32 vcc, v112, v105
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_cndmask_b32_e32 v176, 0, v185, vcc
	v_cmp_ge_i32_e32 vcc, v112, v104
	v_mfma_f32_16x16x16_f16 v[104:107], v[140:141], v[40:41], v[106:109]
	s_barrier
	v_cndmask_b32_e32 v140, 0, v186, vcc
	v_cmp_ge_i32_e32 vcc, v112, v99
	v_mfma_f32_16x16x16_f16 v[104:107], v[142:143], v[42:43], v[104:107]
	v_sub_f32_e32 v109, v168, v54
	v_cndmask_b32_e32 v141, 0, v187, vcc
	v_cmp_ge_i32_e32 vcc, v112, v98
	v_mfma_f32_16x16x16_f16 v[104:107], v[170:171], v[44:45], v[104:107]
	s_nop 0
	v_cndmask_b32_e32 v142, 0, v188, vcc
	v_cmp_ge_i32_e32 vcc, v112, v97
	ds_write_b128 v132, v[146:149]
	ds_write_b128 v132, v[150:153] offset:4352
	ds_write_b128 v132, v[154:157] offset:8704
	ds_write_b128 v132, v[158:161] offset:13056
	v_cndmask_b32_e32 v143, 0, v144, vcc
	v_cmp_ge_i32_e32 vcc, v112, v96
	v_mfma_f32_16x16x16_f16 v[96:99], v[172:173], v[46:47], v[104:107]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_nop 0
	v_sub_f32_e32 v104, v162, v48
	v_sub_f32_e32 v105, v163, v49
	v_sub_f32_e32 v162, v167, v53
	v_sub_f32_e32 v163, v169, v55
	v_sub_f32_e32 v167, v96, v60
	v_sub_f32_e32 v168, v97, v61
	v_sub_f32_e32 v169, v98, v62
	v_sub_f32_e32 v170, v99, v63
	ds_read_b128 v[96:99], v132
	ds_read_b128 v[146:149], v132 offset:4352
	ds_read_b128 v[150:153], v132 offset:8704
	ds_read_b128 v[154:157], v132 offset:13056
	v_sub_f32_e32 v106, v164, v50
	v_sub_f32_e32 v107, v165, v51
	v_fma_mixlo_f16 v110, v191, v104, 0
	v_fma_mixlo_f16 v111, v179, v106, 0
	v_fma_mixhi_f16 v111, v133, v107, 0
	v_fma_mixhi_f16 v110, v178, v105, 0
	v_sub_f32_e32 v108, v166, v52
	v_fma_mixlo_f16 v108, v180, v108, 0
	v_fma_mixlo_f16 v109, v181, v109, 0
	v_fma_mixhi_f16 v109, v182, v163, 0
	v_fma_mixhi_f16 v108, v145, v162, 0
	v_sub_f32_e32 v165, v138, v58
	v_sub_f32_e32 v164, v137, v57
	v_sub_f32_e32 v166, v139, v59
	v_fma_mixlo_f16 v106, v174, v136, 0
	v_fma_mixlo_f16 v107, v176, v165, 0
	v_fma_mixhi_f16 v107, v140, v166, 0
	v_fma_mixhi_f16 v106, v175, v164, 0
	v_cndmask_b32_e32 v144, 0, v190, vcc
	v_fma_mixlo_f16 v104, v141, v167, 0
	v_fma_mixlo_f16 v105, v143, v169, 0
	v_fma_mixhi_f16 v105, v144, v170, 0
	v_fma_mixhi_f16 v104, v142, v168, 0
	v_add_u32_e32 v133, 0x2000, v118
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v117, v96
	ds_write_b16_d16_hi v117, v96 offset:144
	ds_write_b16 v117, v97 offset:288
	ds_write_b16_d16_hi v117, v97 offset:432
	ds_write_b16 v117, v98 offset:576
	ds_write_b16_d16_hi v117, v98 offset:720
	ds_write_b16 v117, v99 offset:864
	ds_write_b16_d16_hi v117, v99 offset:1008
	ds_write_b16 v117, v146 offset:32
	ds_write_b16_d16_hi v117, v146 offset:176
	ds_write_b16 v117, v147 offset:320
	ds_write_b16_d16_hi v117, v147 offset:464
	ds_write_b16 v117, v148 offset:608
	ds_write_b16_d16_hi v117, v148 offset:752
	ds_write_b16 v117, v149 offset:896
	ds_write_b16_d16_hi v117, v149 offset:1040
	ds_write_b16 v117, v150 offset:64
	ds_write_b16_d16_hi v117, v150 offset:208
	ds_write_b16 v117, v151 offset:352
	ds_write_b16_d16_hi v117, v151 offset:496
	ds_write_b16 v117, v152 offset:640
	ds_write_b16_d16_hi v117, v152 offset:784
	ds_write_b16 v117, v153 offset:928
	ds_write_b16_d16_hi v117, v153 offset:1072
	ds_write_b16 v117, v154 offset:96
	ds_write_b16_d16_hi v117, v154 offset:240
	ds_write_b16 v117, v155 offset:384
	ds_write_b16_d16_hi v117, v155 offset:528
	ds_write_b16 v117, v156 offset:672
	ds_write_b16_d16_hi v117, v156 offset:816
	ds_write_b16 v117, v157 offset:960
	ds_write_b16_d16_hi v117, v157 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[96:99], v118 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[72:75], v[96:97], v[110:111], v[72:75]
	ds_read2_b64 v[136:139], v118 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[72:75], v[98:99], v[108:109], v[72:75]
	ds_read2_b64 v[96:99], v119 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[64:67], v[96:97], v[110:111], v[64:67]
	v_mfma_f32_16x16x16_f16 v[64:67], v[98:99], v[108:109], v[64:67]
	ds_read2_b64 v[96:99], v119 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[64:67], v[96:97], v[106:107], v[64:67]
	v_mfma_f32_16x16x16_f16 v[64:67], v[98:99], v[104:105], v[64:67]
	ds_read2_b64 v[96:99], v120 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[68:71], v[96:97], v[110:111], v[68:71]
	v_mfma_f32_16x16x16_f16 v[68:71], v[98:99], v[108:109], v[68:71]
	ds_read2_b64 v[96:99], v120 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[68:71], v[96:97], v[106:107], v[68:71]
	v_mfma_f32_16x16x16_f16 v[68:71], v[98:99], v[104:105], v[68:71]
	ds_read2_b64 v[96:99], v121 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[96:97], v[110:111], v[92:95]
	v_mfma_f32_16x16x16_f16 v[96:99], v[98:99], v[108:109], v[92:95]
	s_nop 5
	ds_read2_b64 v[92:95], v121 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[96:99], v[92:93], v[106:107], v[96:99]
	v_mfma_f32_16x16x16_f16 v[92:95], v[94:95], v[104:105], v[96:99]
	s_nop 5
	ds_read2_b64 v[96:99], v133 offset0:128 offset1:132
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[84:87], v[96:97], v[110:111], v[84:87]
	v_mfma_f32_16x16x16_f16 v[84:87], v[98:99], v[108:109], v[84:87]
	ds_read2_b64 v[96:99], v133 offset0:136 offset1:140
	v_add_u32_e32 v133, 0x2800, v118
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[84:87], v[96:97], v[106:107], v[84:87]
	v_mfma_f32_16x16x16_f16 v[84:87], v[98:99], v[104:105], v[84:87]
	ds_read2_b64 v[96:99], v133 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[76:79], v[96:97], v[110:111], v[76:79]
	v_mfma_f32_16x16x16_f16 v[76:79], v[98:99], v[108:109], v[76:79]
	ds_read2_b64 v[96:99], v133 offset0:168 offset1:172
	v_add_u32_e32 v133, 0x3000, v118
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[76:79], v[96:97], v[106:107], v[76:79]
	v_mfma_f32_16x16x16_f16 v[76:79], v[98:99], v[104:105], v[76:79]
	ds_read2_b64 v[96:99], v133 offset0:192 offset1:196
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[80:83], v[96:97], v[110:111], v[80:83]
	v_mfma_f32_16x16x16_f16 v[80:83], v[98:99], v[108:109], v[80:83]
	ds_read2_b64 v[96:99], v133 offset0:200 offset1:204
	v_add_u32_e32 v133, 0x3800, v118
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[80:83], v[96:97], v[106:107], v[80:83]
	v_mfma_f32_16x16x16_f16 v[80:83], v[98:99], v[104:105], v[80:83]
	ds_read2_b64 v[96:99], v133 offset0:224 offset1:228
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[88:91], v[96:97], v[110:111], v[88:91]
	v_mfma_f32_16x16x16_f16 v[88:91], v[98:99], v[108:109], v[88:91]
	ds_read2_b64 v[96:99], v133 offset0:232 offset1:236
	v_mfma_f32_16x16x16_f16 v[72:75], v[136:137], v[106:107], v[72:75]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[88:91], v[96:97], v[106:107], v[88:91]
	v_mfma_f32_16x16x16_f16 v[72:75], v[138:139], v[104:105], v[72:75]
	v_mfma_f32_16x16x16_f16 v[88:91], v[98:99], v[104:105], v[88:91]
	s_cbranch_scc0 .LBB0_70
.LBB0_54:
	v_add_u32_e32 v96, s16, v123
	v_mov_b32_e32 v150, 0
	v_cmp_gt_i32_e32 vcc, s33, v96
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, v150
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_56
	v_add_u32_e32 v98, s11, v131
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[100:101]
	global_load_dwordx4 v[146:149], v[98:99], off
.LBB0_56:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v97, 16, v96
	v_cmp_gt_i32_e64 s[2:3], s33, v97
	v_mov_b32_e32 v151, v150
	v_mov_b32_e32 v152, v150
	v_mov_b32_e32 v153, v150
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_58
	v_add_u32_e32 v98, s11, v129
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[100:101]
	global_load_dwordx4 v[150:153], v[98:99], off
.LBB0_58:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v97, 32, v96
	v_mov_b32_e32 v158, 0
	v_cmp_gt_i32_e64 s[0:1], s33, v97
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, 0
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, v158
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_60
	v_add_u32_e32 v98, s11, v127
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[100:101]
	global_load_dwordx4 v[154:157], v[98:99], off
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v96, 48, v96
	v_cmp_gt_i32_e64 s[4:5], s33, v96
	v_mov_b32_e32 v159, v158
	v_mov_b32_e32 v160, v158
	v_mov_b32_e32 v161, v158
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_62
	v_add_u32_e32 v96, s11, v125
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[100:101]
	global_load_dwordx4 v[158:161], v[96:97], off
.LBB0_62:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, 0
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v165, v166
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_64
	v_add_u32_e32 v96, s13, v130
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[102:103]
	global_load_dwordx4 v[162:165], v[96:97], off
.LBB0_64:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v167, v166
	v_mov_b32_e32 v168, v166
	v_mov_b32_e32 v169, v166
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_66
	v_add_u32_e32 v96, s13, v128
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[102:103]
	global_load_dwordx4 v[166:169], v[96:97], off
.LBB0_66:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v174, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, 0
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v173, v174
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_68
	v_add_u32_e32 v96, s13, v126
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[102:103]
	global_load_dwordx4 v[170:173], v[96:97], off
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v175, v174
	v_mov_b32_e32 v176, v174
	v_mov_b32_e32 v177, v174
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_53
	v_add_u32_e32 v96, s13, v124
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[102:103]
	global_load_dwordx4 v[174:177], v[96:97], off
	s_branch .LBB0_53
.LBB0_70:
	v_cmp_gt_i32_e32 vcc, s33, v112
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_72
	s_add_u32 s0, s14, s24
	v_mul_lo_u32 v0, s26, v112
	s_addc_u32 s1, s15, s25
	v_ashrrev_i32_e32 v1, 31, v0
	v_fma_mixlo_f16 v3, s19, v90, 0
	v_fma_mixlo_f16 v2, s19, v88, 0
	v_fma_mixlo_f16 v5, s19, v82, 0
	v_fma_mixlo_f16 v4, s19, v80, 0
	v_fma_mixlo_f16 v7, s19, v78, 0
	v_fma_mixlo_f16 v6, s19, v76, 0
	v_fma_mixlo_f16 v9, s19, v86, 0
	v_fma_mixlo_f16 v8, s19, v84, 0
	v_fma_mixlo_f16 v11, s19, v94, 0
	v_fma_mixlo_f16 v10, s19, v92, 0
	v_fma_mixlo_f16 v13, s19, v70, 0
	v_fma_mixlo_f16 v12, s19, v68, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[0:1]
	v_mov_b32_e32 v135, 0
	v_fma_mixlo_f16 v14, s19, v72, 0
	v_fma_mixlo_f16 v15, s19, v74, 0
	v_fma_mixlo_f16 v17, s19, v66, 0
	v_fma_mixlo_f16 v16, s19, v64, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[134:135]
	v_fma_mixhi_f16 v14, s19, v73, 0
	v_fma_mixhi_f16 v15, s19, v75, 0
	v_fma_mixhi_f16 v16, s19, v65, 0
	v_fma_mixhi_f16 v17, s19, v67, 0
	v_fma_mixhi_f16 v12, s19, v69, 0
	v_fma_mixhi_f16 v13, s19, v71, 0
	v_fma_mixhi_f16 v10, s19, v93, 0
	v_fma_mixhi_f16 v11, s19, v95, 0
	v_fma_mixhi_f16 v8, s19, v85, 0
	v_fma_mixhi_f16 v9, s19, v87, 0
	v_fma_mixhi_f16 v6, s19, v77, 0
	v_fma_mixhi_f16 v7, s19, v79, 0
	v_fma_mixhi_f16 v4, s19, v81, 0
	v_fma_mixhi_f16 v5, s19, v83, 0
	v_fma_mixhi_f16 v2, s19, v89, 0
	v_fma_mixhi_f16 v3, s19, v91, 0
	global_store_dwordx2 v[0:1], v[14:15], off
	global_store_dwordx2 v[0:1], v[16:17], off offset:32
	global_store_dwordx2 v[0:1], v[12:13], off offset:64
	global_store_dwordx2 v[0:1], v[10:11], off offset:96
	global_store_dwordx2 v[0:1], v[8:9], off offset:128
	global_store_dwordx2 v[0:1], v[6:7], off offset:160
	global_store_dwordx2 v[0:1], v[4:5], off offset:192
	global_store_dwordx2 v[0:1], v[2:3], off offset:224
.LBB0_72:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 18432
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 144
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
		.amdhsa_next_free_vgpr 238
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 240
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
	.size	_attn_bwd_dq, .Lfunc_end0-_attn_bwd_dq

	.set _attn_bwd_dq.num_vgpr, 238
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 42
	.set _attn_bwd_dq.num_named_barrier, 0
	.set _attn_bwd_dq.private_seg_size, 0
	.set _attn_bwd_dq.uses_vcc, 1
	.set _attn_bwd_dq.uses_flat_scratch, 0
	.set _attn_bwd_dq.has_dyn_sized_stack, 0
	.set _attn_bwd_dq.has_recursion, 0
	.set _attn_bwd_dq.has_indirect_call, 0
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
    .group_segment_fixed_size: 18432
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .max_flat_workgroup_size: 256
    .name:           _attn_bwd_dq
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     238
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
