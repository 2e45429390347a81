	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_load_dwordx2 s[0:1], s[4:5], 0x84
	s_load_dword s33, s[4:5], 0x8c
	s_abs_i32 s3, s7
	s_load_dwordx4 s[28:31], s[4:5], 0x0
	s_load_dwordx4 s[24:27], s[4:5], 0x40
	v_bfe_u32 v126, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s0
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s9, 0, s2
	s_xor_b32 s8, s7, s0
	s_ashr_i32 s8, s8, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v4, v0, 6, 1
	v_lshlrev_b32_e32 v2, 1, v126
	v_readfirstlane_b32 s35, v4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v4, 3, v4
	v_bfe_u32 v49, v0, 3, 1
	v_mov_b32_e32 v14, 0
	v_readfirstlane_b32 s10, v1
	s_mul_i32 s9, s9, s10
	s_mul_hi_u32 s9, s10, s9
	s_add_i32 s10, s10, s9
	s_mul_hi_u32 s9, s3, s10
	s_mul_i32 s10, s9, s2
	s_sub_i32 s3, s3, s10
	s_add_i32 s11, s9, 1
	s_sub_i32 s10, s3, s2
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s9, s11, s9
	s_cselect_b32 s3, s10, s3
	s_add_i32 s10, s9, 1
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s3, s10, s9
	s_abs_i32 s9, s1
	v_cvt_f32_u32_e32 v1, s9
	s_xor_b32 s3, s3, s8
	s_sub_i32 s34, s3, s8
	s_xor_b32 s1, s0, s1
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s0, s34, s0
	s_sub_i32 s10, 0, s9
	s_sub_i32 s20, s7, s0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s1, s1, 31
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_readfirstlane_b32 s0, v1
	s_mul_i32 s10, s10, s0
	s_mul_hi_u32 s3, s0, s10
	s_add_i32 s0, s0, s3
	s_mul_hi_u32 s0, s2, s0
	s_mul_i32 s3, s0, s9
	s_sub_i32 s2, s2, s3
	s_add_i32 s8, s0, 1
	s_sub_i32 s3, s2, s9
	s_cmp_ge_u32 s2, s9
	s_cselect_b32 s0, s8, s0
	s_cselect_b32 s2, s3, s2
	s_add_i32 s3, s0, 1
	s_cmp_ge_u32 s2, s9
	s_cselect_b32 s0, s3, s0
	s_xor_b32 s0, s0, s1
	s_sub_i32 s21, s0, s1
	s_abs_i32 s37, s21
	v_cvt_f32_u32_e32 v1, s37
	s_mul_i32 s0, s34, s24
	s_mul_i32 s3, s20, s25
	s_mul_hi_i32 s1, s34, s24
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_hi_i32 s2, s20, s25
	s_add_u32 s0, s3, s0
	s_addc_u32 s1, s2, s1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b64 s[24:25], s[0:1], 1
	s_add_u32 s2, s28, s24
	s_addc_u32 s3, s29, s25
	v_readfirstlane_b32 s22, v1
	v_bfe_u32 v1, v0, 5, 1
	v_lshlrev_b32_e32 v3, 2, v1
	v_or3_b32 v2, v2, v3, v4
	v_lshrrev_b32_e32 v3, 7, v0
	v_readfirstlane_b32 s36, v3
	v_lshlrev_b32_e32 v3, 4, v3
	s_lshl_b32 s27, s6, 6
	v_or3_b32 v8, v2, v3, v49
	v_or_b32_e32 v4, s27, v8
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v48, 56, v2
	v_mul_lo_u32 v2, s26, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e64 v2, s[0:1], s2, v2
	v_addc_co_u32_e64 v3, s[0:1], v5, v3, s[0:1]
	v_lshlrev_b32_e32 v5, 1, v48
	v_add_co_u32_e64 v2, s[0:1], v2, v5
	v_cmp_gt_i32_e32 vcc, s33, v4
	v_addc_co_u32_e64 v3, s[0:1], 0, v3, s[0:1]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, v14
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	global_load_dwordx4 v[10:13], v[2:3], off
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
	global_load_dwordx4 v[14:17], v[2:3], off offset:128
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_add3_u32 v5, s27, v8, 32
	v_mul_lo_u32 v2, s26, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e64 v2, s[2:3], s2, v2
	v_addc_co_u32_e64 v3, s[2:3], v6, v3, s[2:3]
	v_lshlrev_b32_e32 v6, 1, v48
	v_add_co_u32_e64 v2, s[2:3], v2, v6
	v_mov_b32_e32 v22, 0
	v_cmp_gt_i32_e64 s[0:1], s33, v5
	v_addc_co_u32_e64 v3, s[2:3], 0, v3, s[2:3]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, v22
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
	global_load_dwordx4 v[18:21], v[2:3], off
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v22
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
	global_load_dwordx4 v[22:25], v[2:3], off offset:128
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[16:19], s[4:5], 0x70
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s3, s34, s16
	s_mul_i32 s2, s34, s16
	s_lshl_b64 s[2:3], s[2:3], 1
	s_mul_hi_i32 s29, s20, s17
	s_mul_i32 s28, s20, s17
	s_add_u32 s6, s8, s2
	s_addc_u32 s8, s9, s3
	s_lshl_b64 s[2:3], s[28:29], 1
	v_mul_lo_u32 v2, s18, v4
	s_add_u32 s6, s6, s2
	v_ashrrev_i32_e32 v3, 31, v2
	s_addc_u32 s8, s8, s3
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v4, s8
	v_add_co_u32_e64 v2, s[2:3], s6, v2
	v_addc_co_u32_e64 v3, s[2:3], v4, v3, s[2:3]
	v_add_co_u32_e64 v2, s[2:3], v2, v6
	v_addc_co_u32_e64 v3, s[2:3], 0, v3, s[2:3]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, v36
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
	global_load_dwordx4 v[32:35], v[2:3], off
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v37, v36
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v36
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_12
	global_load_dwordx4 v[36:39], v[2:3], off offset:128
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	v_mul_lo_u32 v2, s18, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v4, s8
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_mov_b32_e32 v44, 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, v44
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_14
	global_load_dwordx4 v[40:43], v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v45, v44
	v_mov_b32_e32 v46, v44
	v_mov_b32_e32 v47, v44
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[44:47], v[2:3], off offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	s_mul_hi_i32 s1, s33, s7
	s_mul_i32 s0, s33, s7
	s_lshl_b64 s[8:9], s[0:1], 2
	s_add_u32 s6, s10, s8
	s_addc_u32 s7, s11, s9
	v_lshlrev_b32_e32 v127, 1, v1
	s_lshl_b32 s28, s35, 2
	v_or_b32_e32 v2, s28, v127
	s_lshl_b32 s29, s36, 3
	v_or3_b32 v128, v2, s29, v126
	v_or_b32_e32 v2, s27, v128
	v_mov_b32_e32 v26, 0
	v_cmp_gt_i32_e32 vcc, s33, v2
	v_mov_b32_e32 v56, v26
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e64 v4, s[0:1], s6, v4
	v_addc_co_u32_e64 v5, s[0:1], v3, v5, s[0:1]
	global_load_dword v56, v[4:5], off
.LBB0_18:
	s_or_b64 exec, exec, s[2:3]
	s_ashr_i32 s0, s27, 31
	v_mov_b32_e32 v3, s0
	v_add_co_u32_e64 v4, s[0:1], s27, v128
	v_addc_co_u32_e64 v5, s[0:1], 0, v3, s[0:1]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e64 v6, s[0:1], s6, v4
	v_addc_co_u32_e64 v7, s[0:1], v3, v5, s[0:1]
	v_or3_b32 v3, v128, s27, 16
	v_cmp_gt_i32_e64 s[0:1], s33, v3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_20
	global_load_dword v26, v[6:7], off offset:64
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
	v_or3_b32 v3, v128, s27, 32
	v_mov_b32_e32 v62, 0
	s_sub_i32 s10, 0, s37
	v_cmp_gt_i32_e64 s[2:3], s33, v3
	v_mov_b32_e32 v70, v62
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_22
	global_load_dword v70, v[6:7], off offset:128
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	v_or3_b32 v3, v128, s27, 48
	s_mul_i32 s16, s10, s22
	v_cmp_gt_i32_e64 s[6:7], s33, v3
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_24
	global_load_dword v62, v[6:7], off offset:192
.LBB0_24:
	s_or_b64 exec, exec, s[10:11]
	s_add_u32 s10, s12, s8
	v_mov_b32_e32 v50, 0
	s_mul_hi_u32 s11, s22, s16
	s_addc_u32 s13, s13, s9
	v_mov_b32_e32 v54, v50
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v54, v[2:3], off
.LBB0_26:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s10, v4
	s_abs_i32 s12, s20
	s_add_i32 s22, s22, s11
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_28
	global_load_dword v50, v[2:3], off offset:64
.LBB0_28:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v60, 0
	s_mul_hi_u32 s10, s12, s22
	v_mov_b32_e32 v68, v60
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_30
	global_load_dword v68, v[2:3], off offset:128
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	s_ashr_i32 s2, s20, 31
	s_ashr_i32 s3, s21, 31
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_32
	global_load_dword v60, v[2:3], off offset:192
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	s_mul_i32 s1, s10, s37
	s_sub_i32 s1, s12, s1
	s_xor_b32 s0, s2, s3
	s_add_i32 s2, s10, 1
	s_sub_i32 s3, s1, s37
	s_cmp_ge_u32 s1, s37
	s_load_dwordx8 s[16:23], s[4:5], 0x50
	s_cselect_b32 s2, s2, s10
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s37
	s_cselect_b32 s1, s3, s2
	s_xor_b32 s1, s1, s0
	s_sub_i32 s2, s1, s0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s1, s34, s16
	s_mul_i32 s0, s34, s16
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s3, s30, s0
	s_addc_u32 s6, s31, s1
	s_mul_hi_i32 s1, s2, s17
	s_mul_i32 s0, s2, s17
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s11, s3, s0
	s_addc_u32 s12, s6, s1
	s_mul_hi_i32 s1, s34, s20
	s_mul_i32 s0, s34, s20
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s3, s8, s0
	s_addc_u32 s6, s9, s1
	s_mul_hi_i32 s1, s2, s21
	s_mul_i32 s0, s2, s21
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s13, s3, s0
	s_addc_u32 s16, s6, s1
	s_lshl_b32 s0, s35, 4
	s_lshl_b32 s1, s36, 5
	v_lshlrev_b32_e32 v131, 2, v126
	v_lshlrev_b32_e32 v132, 3, v1
	v_and_b32_e32 v130, 15, v0
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v0, v131, v132
	v_or_b32_e32 v133, s0, v130
	s_movk_i32 s0, 0x110
	v_mul_u32_u24_e32 v1, 0x110, v8
	v_lshlrev_b32_e32 v124, 1, v0
	v_lshl_add_u32 v51, v48, 1, v1
	v_mad_u32_u24 v52, v133, s0, v124
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
	v_mul_u32_u24_e32 v129, 0x110, v128
	v_mov_b32_e32 v57, v56
	v_mov_b32_e32 v58, v56
	v_mov_b32_e32 v59, v56
	v_mov_b32_e32 v27, v26
	v_mov_b32_e32 v28, v26
	v_mov_b32_e32 v29, v26
	v_lshl_add_u32 v96, v48, 2, v129
	v_add_u32_e32 v97, v52, v124
	v_mov_b32_e32 v71, v70
	v_mov_b32_e32 v72, v70
	v_mov_b32_e32 v73, v70
	v_mov_b32_e32 v63, v62
	v_mov_b32_e32 v64, v62
	v_mov_b32_e32 v65, v62
	s_load_dword s10, s[4:5], 0x18
	v_lshl_or_b32 v134, v49, 6, v48
	v_mov_b32_e32 v48, 0x3fb8aa3b
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v53, v50
	v_mov_b32_e32 v61, v60
	v_mov_b32_e32 v69, v68
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v125, s10, v48
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	s_cmp_lt_i32 s27, 1
	v_lshlrev_b32_e32 v135, 1, v134
	s_barrier
	ds_write_b128 v96, v[56:59]
	ds_write_b128 v96, v[56:59] offset:16
	ds_write_b128 v96, v[26:29] offset:4352
	ds_write_b128 v96, v[26:29] offset:4368
	ds_write_b128 v96, v[70:73] offset:8704
	ds_write_b128 v96, v[70:73] offset:8720
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
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v68
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
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
	ds_write_b128 v96, v[68:71] offset:8704
	ds_write_b128 v96, v[68:71] offset:8720
	ds_write_b128 v96, v[60:63] offset:13056
	ds_write_b128 v96, v[60:63] offset:13072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[48:51], v97
	ds_read_b128 v[52:55], v97 offset:64
	ds_read_b128 v[56:59], v97 offset:128
	ds_read_b128 v[60:63], v97 offset:192
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	s_cbranch_scc1 .LBB0_51
	v_mov_b32_e32 v64, s12
	v_add_co_u32_e32 v120, vcc, s11, v135
	v_addc_co_u32_e32 v121, vcc, 0, v64, vcc
	v_mad_u32_u24 v136, v130, s0, v124
	s_movk_i32 s0, 0x90
	v_mov_b32_e32 v64, s16
	v_add_co_u32_e32 v122, vcc, s13, v135
	v_mad_u32_u24 v141, v130, s0, v124
	s_add_i32 s0, s29, s28
	v_addc_co_u32_e32 v123, vcc, 0, v64, vcc
	v_mul_u32_u24_e32 v64, 0x90, v134
	v_add3_u32 v145, s0, v127, v126
	v_lshl_add_u32 v140, v128, 1, v64
	v_add_u32_e32 v64, 48, v145
	v_mul_lo_u32 v146, s22, v64
	v_mul_lo_u32 v147, s18, v64
	v_add_u32_e32 v64, 32, v145
	v_mul_lo_u32 v148, s22, v64
	v_mul_lo_u32 v149, s18, v64
	v_add_u32_e32 v64, 16, v145
	v_mov_b32_e32 v154, 0
	v_add_u32_e32 v137, 0x1100, v136
	v_add_u32_e32 v138, 0x2200, v136
	v_add_u32_e32 v139, 0x3300, v136
	v_add_u32_e32 v142, 0x900, v141
	v_add_u32_e32 v143, 0x1200, v141
	v_add_u32_e32 v144, 0x1b00, v141
	s_lshl_b32 s17, s22, 6
	s_lshl_b32 s19, s18, 6
	v_mul_lo_u32 v150, s22, v64
	v_mul_lo_u32 v151, s18, v64
	v_mul_lo_u32 v152, s22, v145
	v_mul_lo_u32 v153, s18, v145
	s_mov_b32 s20, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
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
	v_add_u32_e32 v155, v135, v129
	s_mov_b32 s21, 0xc2fc0000
	s_mov_b32 s23, 0
	v_mov_b32_e32 v71, v154
	s_mov_b32 s30, 0
	s_branch .LBB0_35
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v155, v[112:115]
	ds_write_b128 v155, v[116:119] offset:4352
	ds_write_b128 v155, v[156:159] offset:8704
	ds_write_b128 v155, v[160:163] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[104:107], v137 offset1:4
	ds_read2_b64 v[96:99], v136 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[108:111], v[104:105], v[0:1], 0
	ds_read2_b64 v[180:183], v137 offset0:24 offset1:28
	s_add_i32 s30, s30, 64
	s_add_i32 s23, s23, s17
	s_add_i32 s20, s20, s19
	s_cmp_lt_i32 s30, s27
	v_mfma_f32_16x16x16f16 v[104:107], v[106:107], v[2:3], v[108:111]
	s_nop 6
	ds_read2_b64 v[108:111], v137 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[108:109], v[4:5], v[104:107]
	v_mfma_f32_16x16x16f16 v[104:107], v[110:111], v[6:7], v[104:107]
	ds_read2_b64 v[108:111], v137 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[108:109], v[8:9], v[104:107]
	v_mfma_f32_16x16x16f16 v[104:107], v[110:111], v[10:11], v[104:107]
	ds_read2_b64 v[108:111], v138 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[184:187], v[108:109], v[0:1], 0
	v_mfma_f32_16x16x16f16 v[108:111], v[110:111], v[2:3], v[184:187]
	s_nop 9
	ds_read2_b64 v[184:187], v138 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[184:185], v[4:5], v[108:111]
	v_mfma_f32_16x16x16f16 v[108:111], v[186:187], v[6:7], v[108:111]
	ds_read2_b64 v[184:187], v138 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[184:185], v[8:9], v[108:111]
	v_mfma_f32_16x16x16f16 v[108:111], v[186:187], v[10:11], v[108:111]
	ds_read2_b64 v[184:187], v138 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[188:191], v[184:185], v[12:13], v[108:111]
	s_nop 7
	ds_read2_b64 v[108:111], v139 offset1:4
	v_mfma_f32_16x16x16f16 v[100:103], v[96:97], v[0:1], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[192:195], v[108:109], v[0:1], 0
	v_mfma_f32_16x16x16f16 v[96:99], v[98:99], v[2:3], v[100:103]
	s_nop 7
	ds_read2_b64 v[100:103], v136 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[108:111], v[110:111], v[2:3], v[192:195]
	s_nop 6
	ds_read2_b64 v[192:195], v139 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[4:5], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[192:193], v[4:5], v[108:111]
	v_mfma_f32_16x16x16f16 v[96:99], v[102:103], v[6:7], v[96:99]
	ds_read2_b64 v[100:103], v136 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[108:111], v[194:195], v[6:7], v[108:111]
	ds_read2_b64 v[192:195], v139 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[8:9], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[192:193], v[8:9], v[108:111]
	v_mfma_f32_16x16x16f16 v[96:99], v[102:103], v[10:11], v[96:99]
	ds_read2_b64 v[100:103], v136 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[108:111], v[194:195], v[10:11], v[108:111]
	ds_read2_b64 v[192:195], v139 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[12:13], v[96:99]
	s_barrier
	ds_write_b128 v155, v[164:167]
	ds_write_b128 v155, v[168:171] offset:4352
	ds_write_b128 v155, v[172:175] offset:8704
	ds_write_b128 v155, v[176:179] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[164:167], v136 offset1:4
	v_mfma_f32_16x16x16f16 v[104:107], v[180:181], v[12:13], v[104:107]
	ds_read2_b64 v[172:175], v137 offset1:4
	v_mfma_f32_16x16x16f16 v[196:199], v[192:193], v[12:13], v[108:111]
	v_mfma_f32_16x16x16f16 v[108:111], v[102:103], v[14:15], v[96:99]
	v_mfma_f32_16x16x16f16 v[104:107], v[182:183], v[14:15], v[104:107]
	ds_read2_b64 v[180:183], v138 offset1:4
	s_nop 8
	v_mul_f32_e32 v108, v125, v108
	v_mul_f32_e32 v109, v125, v109
	v_mul_f32_e32 v110, v125, v110
	v_mul_f32_e32 v111, v125, v111
	v_sub_f32_e32 v108, v108, v16
	v_sub_f32_e32 v109, v109, v17
	v_mfma_f32_16x16x16f16 v[100:103], v[186:187], v[14:15], v[188:191]
	v_sub_f32_e32 v110, v110, v18
	v_sub_f32_e32 v111, v111, v19
	v_cmp_gt_f32_e32 vcc, s21, v108
	v_cmp_gt_f32_e64 s[0:1], s21, v109
	v_cmp_gt_f32_e64 s[2:3], s21, v110
	s_nop 1
	ds_read2_b64 v[188:191], v139 offset1:4
	v_cmp_gt_f32_e64 s[4:5], s21, v111
	v_mfma_f32_16x16x16f16 v[96:99], v[194:195], v[14:15], v[196:199]
	v_mul_f32_e32 v104, v125, v104
	v_mul_f32_e32 v105, v125, v105
	v_mul_f32_e32 v106, v125, v106
	v_mul_f32_e32 v107, v125, v107
	v_mul_f32_e32 v100, v125, v100
	v_mul_f32_e32 v101, v125, v101
	v_mul_f32_e32 v102, v125, v102
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[168:171], v[164:165], v[32:33], 0
	v_sub_f32_e32 v100, v100, v24
	v_mul_f32_e32 v103, v125, v103
	v_sub_f32_e32 v101, v101, v25
	v_sub_f32_e32 v102, v102, v26
	v_sub_f32_e32 v103, v103, v27
	v_mul_f32_e32 v96, v125, v96
	v_mul_f32_e32 v97, v125, v97
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[176:179], v[172:173], v[32:33], 0
	v_mul_f32_e32 v98, v125, v98
	v_mul_f32_e32 v99, v125, v99
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[184:187], v[180:181], v[32:33], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[192:195], v[188:189], v[32:33], 0
	v_mfma_f32_16x16x16f16 v[164:167], v[166:167], v[34:35], v[168:171]
	v_mfma_f32_16x16x16f16 v[168:171], v[174:175], v[34:35], v[176:179]
	v_mfma_f32_16x16x16f16 v[172:175], v[182:183], v[34:35], v[184:187]
	ds_read2_b64 v[180:183], v136 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[176:179], v[190:191], v[34:35], v[192:195]
	s_nop 4
	ds_read2_b64 v[184:187], v137 offset0:8 offset1:12
	ds_read2_b64 v[188:191], v138 offset0:8 offset1:12
	ds_read2_b64 v[192:195], v139 offset0:8 offset1:12
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[164:167], v[180:181], v[36:37], v[164:167]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[168:171], v[184:185], v[36:37], v[168:171]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[172:175], v[188:189], v[36:37], v[172:175]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[176:179], v[192:193], v[36:37], v[176:179]
	v_mfma_f32_16x16x16f16 v[164:167], v[182:183], v[38:39], v[164:167]
	ds_read2_b64 v[180:183], v136 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[168:171], v[186:187], v[38:39], v[168:171]
	ds_read2_b64 v[184:187], v137 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[172:175], v[190:191], v[38:39], v[172:175]
	ds_read2_b64 v[188:191], v138 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[176:179], v[194:195], v[38:39], v[176:179]
	ds_read2_b64 v[192:195], v139 offset0:16 offset1:20
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[164:167], v[180:181], v[40:41], v[164:167]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[168:171], v[184:185], v[40:41], v[168:171]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[172:175], v[188:189], v[40:41], v[172:175]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[176:179], v[192:193], v[40:41], v[176:179]
	v_mfma_f32_16x16x16f16 v[164:167], v[182:183], v[42:43], v[164:167]
	ds_read2_b64 v[180:183], v136 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[168:171], v[186:187], v[42:43], v[168:171]
	v_mfma_f32_16x16x16f16 v[172:175], v[190:191], v[42:43], v[172:175]
	ds_read2_b64 v[184:187], v137 offset0:24 offset1:28
	ds_read2_b64 v[188:191], v138 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[176:179], v[194:195], v[42:43], v[176:179]
	ds_read2_b64 v[192:195], v139 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v155, v[112:115]
	ds_write_b128 v155, v[116:119] offset:4352
	ds_write_b128 v155, v[156:159] offset:8704
	ds_write_b128 v155, v[160:163] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[196:199], v155
	ds_read_b128 v[200:203], v155 offset:4352
	ds_read_b128 v[204:207], v155 offset:8704
	ds_read_b128 v[208:211], v155 offset:13056
	v_mfma_f32_16x16x16f16 v[164:167], v[180:181], v[44:45], v[164:167]
	v_cndmask_b32_e64 v112, 1.0, 0.5, vcc
	v_cndmask_b32_e64 v113, 1.0, 0.5, s[0:1]
	v_cndmask_b32_e64 v114, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e64 v115, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v108, v108, v112
	v_mul_f32_e32 v109, v109, v113
	v_mul_f32_e32 v110, v110, v114
	v_mfma_f32_16x16x16f16 v[156:159], v[192:193], v[44:45], v[176:179]
	v_mul_f32_e32 v111, v111, v115
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	s_nop 1
	v_sub_f32_e32 v176, v105, v21
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[160:163], v[182:183], v[46:47], v[164:167]
	s_barrier
	ds_write_b16 v140, v196
	ds_write_b16_d16_hi v140, v196 offset:144
	ds_write_b16 v140, v197 offset:288
	ds_write_b16_d16_hi v140, v197 offset:432
	ds_write_b16 v140, v198 offset:576
	ds_write_b16_d16_hi v140, v198 offset:720
	ds_write_b16 v140, v199 offset:864
	ds_write_b16_d16_hi v140, v199 offset:1008
	ds_write_b16 v140, v200 offset:32
	ds_write_b16_d16_hi v140, v200 offset:176
	ds_write_b16 v140, v201 offset:320
	ds_write_b16_d16_hi v140, v201 offset:464
	ds_write_b16 v140, v202 offset:608
	ds_write_b16_d16_hi v140, v202 offset:752
	ds_write_b16 v140, v203 offset:896
	ds_write_b16_d16_hi v140, v203 offset:1040
	ds_write_b16 v140, v204 offset:64
	ds_write_b16_d16_hi v140, v204 offset:208
	ds_write_b16 v140, v205 offset:352
	ds_write_b16_d16_hi v140, v205 offset:496
	ds_write_b16 v140, v206 offset:640
	ds_write_b16_d16_hi v140, v206 offset:784
	ds_write_b16 v140, v207 offset:928
	ds_write_b16_d16_hi v140, v207 offset:1072
	ds_write_b16 v140, v208 offset:96
	ds_write_b16_d16_hi v140, v208 offset:240
	ds_write_b16 v140, v209 offset:384
	ds_write_b16_d16_hi v140, v209 offset:528
	ds_write_b16 v140, v210 offset:672
	ds_write_b16_d16_hi v140, v210 offset:816
	ds_write_b16 v140, v211 offset:960
	ds_write_b16_d16_hi v140, v211 offset:1104
	v_mul_f32_e32 v164, v108, v108
	v_mul_f32_e32 v165, v109, v109
	v_mul_f32_e32 v166, v110, v110
	v_mul_f32_e32 v167, v111, v111
	v_cndmask_b32_e32 v164, v108, v164, vcc
	v_cndmask_b32_e64 v165, v109, v165, s[0:1]
	v_cndmask_b32_e64 v166, v110, v166, s[2:3]
	v_cndmask_b32_e64 v167, v111, v167, s[4:5]
	v_mfma_f32_16x16x16f16 v[108:111], v[194:195], v[46:47], v[156:159]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_sub_f32_e32 v160, v160, v48
	v_sub_f32_e32 v162, v162, v50
	s_nop 2
	ds_read2_b64 v[156:159], v141 offset1:4
	v_sub_f32_e32 v161, v161, v49
	v_mfma_f32_16x16x16f16 v[168:171], v[184:185], v[44:45], v[168:171]
	v_sub_f32_e32 v163, v163, v51
	v_fma_mixlo_f16 v184, v164, v160, 0
	v_fma_mixlo_f16 v185, v166, v162, 0
	v_fma_mixhi_f16 v185, v167, v163, 0
	v_fma_mixhi_f16 v184, v165, v161, 0
	ds_read2_b64 v[160:163], v142 offset1:4
	ds_read2_b64 v[164:167], v143 offset1:4
	v_cmp_gt_f32_e64 s[4:5], s21, v176
	v_mfma_f32_16x16x16f16 v[172:175], v[188:189], v[44:45], v[172:175]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[92:95], v[156:157], v[184:185], v[92:95]
	v_add_u32_e32 v156, 0x2000, v141
	v_add_u32_e32 v157, 0x2800, v141
	v_mfma_f32_16x16x16f16 v[116:119], v[186:187], v[46:47], v[168:171]
	v_add_u32_e32 v186, 0x3800, v141
	ds_read2_b64 v[180:183], v186 offset0:224 offset1:228
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[88:91], v[160:161], v[184:185], v[88:91]
	s_nop 2
	ds_read2_b64 v[168:171], v144 offset1:4
	v_sub_f32_e32 v161, v104, v20
	v_cmp_gt_f32_e32 vcc, s21, v161
	v_add_u32_e32 v160, 0x3000, v141
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[84:87], v[164:165], v[184:185], v[84:87]
	v_sub_f32_e32 v164, v106, v22
	v_sub_f32_e32 v165, v107, v23
	ds_read2_b64 v[104:107], v156 offset0:128 offset1:132
	v_cmp_gt_f32_e64 s[0:1], s21, v164
	v_cmp_gt_f32_e64 s[2:3], s21, v165
	v_cndmask_b32_e64 v177, 1.0, 0.5, s[2:3]
	v_mfma_f32_16x16x16f16 v[112:115], v[190:191], v[46:47], v[172:175]
	s_nop 6
	ds_read2_b64 v[172:175], v157 offset0:160 offset1:164
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[80:83], v[168:169], v[184:185], v[80:83]
	v_cndmask_b32_e64 v168, 1.0, 0.5, vcc
	v_cndmask_b32_e64 v169, 1.0, 0.5, s[0:1]
	v_sub_f32_e32 v112, v112, v56
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[76:79], v[104:105], v[184:185], v[76:79]
	v_cndmask_b32_e64 v104, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v105, v161, v168
	v_mul_f32_e32 v161, v164, v169
	v_mul_f32_e32 v164, v165, v177
	v_mul_f32_e32 v104, v176, v104
	ds_read2_b64 v[176:179], v160 offset0:192 offset1:196
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v161, v161
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v164, v164
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[72:75], v[172:173], v[184:185], v[72:75]
	v_mul_f32_e32 v165, v105, v105
	v_mul_f32_e32 v168, v161, v161
	v_mul_f32_e32 v172, v104, v104
	v_mul_f32_e32 v169, v164, v164
	v_cndmask_b32_e32 v105, v105, v165, vcc
	v_cndmask_b32_e64 v161, v161, v168, s[0:1]
	v_cndmask_b32_e64 v165, v104, v172, s[4:5]
	v_sub_f32_e32 v104, v116, v52
	v_sub_f32_e32 v116, v117, v53
	v_sub_f32_e32 v117, v118, v54
	v_cndmask_b32_e64 v164, v164, v169, s[2:3]
	v_sub_f32_e32 v118, v119, v55
	v_fma_mixlo_f16 v104, v105, v104, 0
	v_fma_mixlo_f16 v105, v161, v117, 0
	v_cmp_gt_f32_e32 vcc, s21, v100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[64:67], v[176:177], v[184:185], v[64:67]
	v_fma_mixhi_f16 v105, v164, v118, 0
	v_fma_mixhi_f16 v104, v165, v116, 0
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_cmp_gt_f32_e64 s[0:1], s21, v101
	v_cmp_gt_f32_e64 s[2:3], s21, v102
	v_cndmask_b32_e64 v117, 1.0, 0.5, s[0:1]
	v_cmp_gt_f32_e64 s[4:5], s21, v103
	v_mfma_f32_16x16x16f16 v[68:71], v[180:181], v[184:185], v[68:71]
	v_mul_f32_e32 v100, v100, v116
	v_mul_f32_e32 v101, v101, v117
	v_exp_f32_e32 v100, v100
	v_exp_f32_e32 v101, v101
	v_mfma_f32_16x16x16f16 v[76:79], v[106:107], v[104:105], v[76:79]
	v_cndmask_b32_e64 v106, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e64 v107, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v102, v102, v106
	v_mul_f32_e32 v103, v103, v107
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_mul_f32_e32 v106, v100, v100
	v_mul_f32_e32 v107, v101, v101
	v_mul_f32_e32 v116, v102, v102
	v_cndmask_b32_e32 v106, v100, v106, vcc
	v_mfma_f32_16x16x16f16 v[92:95], v[158:159], v[104:105], v[92:95]
	v_mul_f32_e32 v117, v103, v103
	v_cndmask_b32_e64 v107, v101, v107, s[0:1]
	v_cndmask_b32_e64 v116, v102, v116, s[2:3]
	v_fma_mixlo_f16 v168, v106, v112, 0
	v_cndmask_b32_e64 v117, v103, v117, s[4:5]
	ds_read2_b64 v[100:103], v141 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[88:91], v[162:163], v[104:105], v[88:91]
	ds_read2_b64 v[160:163], v160 offset0:200 offset1:204
	v_mfma_f32_16x16x16f16 v[84:87], v[166:167], v[104:105], v[84:87]
	ds_read2_b64 v[164:167], v186 offset0:232 offset1:236
	v_mfma_f32_16x16x16f16 v[80:83], v[170:171], v[104:105], v[80:83]
	v_mfma_f32_16x16x16f16 v[72:75], v[174:175], v[104:105], v[72:75]
	v_mfma_f32_16x16x16f16 v[64:67], v[178:179], v[104:105], v[64:67]
	v_mfma_f32_16x16x16f16 v[68:71], v[182:183], v[104:105], v[68:71]
	v_sub_f32_e32 v104, v113, v57
	v_sub_f32_e32 v105, v114, v58
	v_fma_mixlo_f16 v169, v116, v105, 0
	v_fma_mixhi_f16 v168, v107, v104, 0
	ds_read2_b64 v[104:107], v142 offset0:8 offset1:12
	v_sub_f32_e32 v113, v115, v59
	v_fma_mixhi_f16 v169, v117, v113, 0
	ds_read2_b64 v[112:115], v143 offset0:8 offset1:12
	ds_read2_b64 v[116:119], v144 offset0:8 offset1:12
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16f16 v[92:95], v[100:101], v[168:169], v[92:95]
	v_sub_f32_e32 v100, v96, v28
	v_sub_f32_e32 v101, v97, v29
	v_cmp_gt_f32_e32 vcc, s21, v100
	v_cmp_gt_f32_e64 s[0:1], s21, v101
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[88:91], v[104:105], v[168:169], v[88:91]
	v_sub_f32_e32 v104, v98, v30
	v_sub_f32_e32 v105, v99, v31
	ds_read2_b64 v[96:99], v156 offset0:136 offset1:140
	ds_read2_b64 v[156:159], v157 offset0:168 offset1:172
	v_cmp_gt_f32_e64 s[2:3], s21, v104
	v_cmp_gt_f32_e64 s[4:5], s21, v105
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[84:87], v[112:113], v[168:169], v[84:87]
	v_cndmask_b32_e64 v112, 1.0, 0.5, vcc
	v_cndmask_b32_e64 v113, 1.0, 0.5, s[0:1]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[80:83], v[116:117], v[168:169], v[80:83]
	v_cndmask_b32_e64 v116, 1.0, 0.5, s[2:3]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[76:79], v[96:97], v[168:169], v[76:79]
	v_cndmask_b32_e64 v96, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v97, v100, v112
	v_mul_f32_e32 v100, v101, v113
	v_mul_f32_e32 v101, v104, v116
	v_mul_f32_e32 v96, v105, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v101, v101
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[72:75], v[156:157], v[168:169], v[72:75]
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v100, v100
	v_mul_f32_e32 v104, v97, v97
	v_mul_f32_e32 v112, v101, v101
	v_mul_f32_e32 v113, v96, v96
	v_mul_f32_e32 v105, v100, v100
	v_cndmask_b32_e32 v97, v97, v104, vcc
	v_mfma_f32_16x16x16f16 v[64:67], v[160:161], v[168:169], v[64:67]
	v_cndmask_b32_e64 v101, v101, v112, s[2:3]
	v_cndmask_b32_e64 v104, v96, v113, s[4:5]
	v_sub_f32_e32 v96, v108, v60
	v_sub_f32_e32 v108, v110, v62
	v_cndmask_b32_e64 v100, v100, v105, s[0:1]
	v_sub_f32_e32 v105, v109, v61
	v_sub_f32_e32 v109, v111, v63
	v_mfma_f32_16x16x16f16 v[68:71], v[164:165], v[168:169], v[68:71]
	v_fma_mixlo_f16 v96, v97, v96, 0
	v_fma_mixlo_f16 v97, v101, v108, 0
	v_fma_mixhi_f16 v97, v104, v109, 0
	v_fma_mixhi_f16 v96, v100, v105, 0
	s_nop 1
	v_mfma_f32_16x16x16f16 v[92:95], v[102:103], v[96:97], v[92:95]
	v_mfma_f32_16x16x16f16 v[88:91], v[106:107], v[96:97], v[88:91]
	v_mfma_f32_16x16x16f16 v[84:87], v[114:115], v[96:97], v[84:87]
	v_mfma_f32_16x16x16f16 v[80:83], v[118:119], v[96:97], v[80:83]
	v_mfma_f32_16x16x16f16 v[76:79], v[98:99], v[96:97], v[76:79]
	v_mfma_f32_16x16x16f16 v[72:75], v[158:159], v[96:97], v[72:75]
	v_mfma_f32_16x16x16f16 v[64:67], v[162:163], v[96:97], v[64:67]
	v_mfma_f32_16x16x16f16 v[68:71], v[166:167], v[96:97], v[68:71]
	s_cbranch_scc0 .LBB0_51
.LBB0_35:
	v_add_u32_e32 v96, s30, v145
	v_cmp_gt_i32_e64 s[0:1], s33, v96
	v_mov_b32_e32 v112, v154
	v_mov_b32_e32 v113, v154
	v_mov_b32_e32 v114, v154
	v_mov_b32_e32 v115, v154
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_37
	v_add_u32_e32 v98, s20, v153
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_add_co_u32_e32 v98, vcc, v120, v98
	v_addc_co_u32_e32 v99, vcc, v121, v99, vcc
	global_load_dwordx4 v[112:115], v[98:99], off
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v97, 16, v96
	v_mov_b32_e32 v156, 0
	v_cmp_gt_i32_e32 vcc, s33, v97
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v119, v156
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_39
	v_add_u32_e32 v98, s20, v151
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_add_co_u32_e64 v98, s[2:3], v120, v98
	v_addc_co_u32_e64 v99, s[2:3], v121, v99, s[2:3]
	global_load_dwordx4 v[116:119], v[98:99], off
.LBB0_39:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v97, 32, v96
	v_cmp_gt_i32_e64 s[4:5], s33, v97
	v_mov_b32_e32 v157, v156
	v_mov_b32_e32 v158, v156
	v_mov_b32_e32 v159, v156
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_41
	v_add_u32_e32 v98, s20, v149
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_add_co_u32_e64 v98, s[2:3], v120, v98
	v_addc_co_u32_e64 v99, s[2:3], v121, v99, s[2:3]
	global_load_dwordx4 v[156:159], v[98:99], off
.LBB0_41:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v96, 48, v96
	v_mov_b32_e32 v164, 0
	v_cmp_gt_i32_e64 s[2:3], s33, v96
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, v164
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_43
	v_add_u32_e32 v96, s20, v147
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e64 v96, s[6:7], v120, v96
	v_addc_co_u32_e64 v97, s[6:7], v121, v97, s[6:7]
	global_load_dwordx4 v[160:163], v[96:97], off
.LBB0_43:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v165, v164
	v_mov_b32_e32 v166, v164
	v_mov_b32_e32 v167, v164
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_45
	v_add_u32_e32 v96, s23, v152
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e64 v96, s[0:1], v122, v96
	v_addc_co_u32_e64 v97, s[0:1], v123, v97, s[0:1]
	global_load_dwordx4 v[164:167], v[96:97], off
.LBB0_45:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, v172
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_47
	v_add_u32_e32 v96, s23, v150
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v122, v96
	v_addc_co_u32_e32 v97, vcc, v123, v97, vcc
	global_load_dwordx4 v[168:171], v[96:97], off
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v173, v172
	v_mov_b32_e32 v174, v172
	v_mov_b32_e32 v175, v172
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_49
	v_add_u32_e32 v96, s23, v148
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v122, v96
	v_addc_co_u32_e32 v97, vcc, v123, v97, vcc
	global_load_dwordx4 v[172:175], v[96:97], off
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v177, 0
	v_mov_b32_e32 v178, 0
	v_mov_b32_e32 v179, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v96, s23, v146
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v122, v96
	v_addc_co_u32_e32 v97, vcc, v123, v97, vcc
	global_load_dwordx4 v[176:179], v[96:97], off
	s_branch .LBB0_34
.LBB0_51:
	s_add_i32 s0, s27, 64
	s_min_i32 s17, s0, s33
	s_cmp_ge_i32 s27, s17
	v_or_b32_e32 v120, s27, v133
	s_cbranch_scc1 .LBB0_70
	s_movk_i32 s0, 0x110
	v_mov_b32_e32 v96, s12
	v_add_co_u32_e32 v116, vcc, s11, v135
	v_mad_u32_u24 v121, v130, s0, v124
	s_movk_i32 s0, 0x90
	v_addc_co_u32_e32 v117, vcc, 0, v96, vcc
	v_mad_u32_u24 v130, v130, s0, v124
	s_add_i32 s0, s27, s29
	v_mov_b32_e32 v96, s16
	v_add_co_u32_e32 v118, vcc, s13, v135
	s_add_i32 s0, s0, s28
	v_addc_co_u32_e32 v119, vcc, 0, v96, vcc
	v_mul_u32_u24_e32 v96, 0x90, v134
	v_add3_u32 v126, s0, v127, v126
	v_lshl_add_u32 v128, v128, 1, v96
	v_add_u32_e32 v96, 48, v126
	v_add3_u32 v131, s27, v132, v131
	v_mul_lo_u32 v127, s22, v96
	v_mul_lo_u32 v132, s18, v96
	v_add_u32_e32 v96, 32, v126
	v_mul_lo_u32 v138, s22, v96
	v_mul_lo_u32 v139, s18, v96
	v_add_u32_e32 v96, 16, v126
	v_add_u32_e32 v122, 0x1100, v121
	v_add_u32_e32 v123, 0x2200, v121
	v_add_u32_e32 v133, 0x3300, v121
	v_add_u32_e32 v134, 0x900, v130
	v_add_u32_e32 v136, 0x1200, v130
	v_add_u32_e32 v137, 0x1b00, v130
	s_lshl_b32 s11, s22, 6
	s_lshl_b32 s12, s18, 6
	v_mul_lo_u32 v140, s22, v96
	v_mul_lo_u32 v141, s18, v96
	v_mul_lo_u32 v142, s22, v126
	v_mul_lo_u32 v143, s18, v126
	s_mov_b32 s13, 0
	v_add_u32_e32 v129, v135, v129
	s_mov_b32 s16, 0xc2fc0000
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_branch .LBB0_54
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[112:115]
	ds_write_b128 v129, v[144:147] offset:4352
	ds_write_b128 v129, v[148:151] offset:8704
	ds_write_b128 v129, v[152:155] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[104:107], v122 offset1:4
	ds_read2_b64 v[96:99], v121 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[108:111], v[104:105], v[0:1], 0
	ds_read2_b64 v[172:175], v122 offset0:24 offset1:28
	v_add_u32_e32 v135, s19, v131
	v_add_u32_e32 v192, 17, v135
	s_add_i32 s19, s19, 64
	s_add_i32 s18, s18, s11
	s_add_i32 s13, s13, s12
	v_mfma_f32_16x16x16f16 v[104:107], v[106:107], v[2:3], v[108:111]
	s_nop 6
	ds_read2_b64 v[108:111], v122 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[108:109], v[4:5], v[104:107]
	v_mfma_f32_16x16x16f16 v[104:107], v[110:111], v[6:7], v[104:107]
	ds_read2_b64 v[108:111], v122 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[104:107], v[108:109], v[8:9], v[104:107]
	v_mfma_f32_16x16x16f16 v[104:107], v[110:111], v[10:11], v[104:107]
	ds_read2_b64 v[108:111], v123 offset1:4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[176:179], v[108:109], v[0:1], 0
	v_mfma_f32_16x16x16f16 v[108:111], v[110:111], v[2:3], v[176:179]
	s_nop 9
	ds_read2_b64 v[176:179], v123 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[176:177], v[4:5], v[108:111]
	v_mfma_f32_16x16x16f16 v[108:111], v[178:179], v[6:7], v[108:111]
	ds_read2_b64 v[176:179], v123 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[176:177], v[8:9], v[108:111]
	v_mfma_f32_16x16x16f16 v[108:111], v[178:179], v[10:11], v[108:111]
	ds_read2_b64 v[176:179], v123 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[180:183], v[176:177], v[12:13], v[108:111]
	s_nop 7
	ds_read2_b64 v[108:111], v133 offset1:4
	v_mfma_f32_16x16x16f16 v[100:103], v[96:97], v[0:1], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[184:187], v[108:109], v[0:1], 0
	v_mfma_f32_16x16x16f16 v[96:99], v[98:99], v[2:3], v[100:103]
	s_nop 7
	ds_read2_b64 v[100:103], v121 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[108:111], v[110:111], v[2:3], v[184:187]
	s_nop 6
	ds_read2_b64 v[184:187], v133 offset0:8 offset1:12
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[4:5], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[184:185], v[4:5], v[108:111]
	v_mfma_f32_16x16x16f16 v[96:99], v[102:103], v[6:7], v[96:99]
	ds_read2_b64 v[100:103], v121 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[108:111], v[186:187], v[6:7], v[108:111]
	ds_read2_b64 v[184:187], v133 offset0:16 offset1:20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[8:9], v[96:99]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[108:111], v[184:185], v[8:9], v[108:111]
	v_mfma_f32_16x16x16f16 v[96:99], v[102:103], v[10:11], v[96:99]
	ds_read2_b64 v[100:103], v121 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[108:111], v[186:187], v[10:11], v[108:111]
	ds_read2_b64 v[184:187], v133 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[96:99], v[100:101], v[12:13], v[96:99]
	s_barrier
	ds_write_b128 v129, v[156:159]
	ds_write_b128 v129, v[160:163] offset:4352
	ds_write_b128 v129, v[164:167] offset:8704
	ds_write_b128 v129, v[168:171] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[156:159], v121 offset1:4
	v_mfma_f32_16x16x16f16 v[104:107], v[172:173], v[12:13], v[104:107]
	ds_read2_b64 v[164:167], v122 offset1:4
	v_mfma_f32_16x16x16f16 v[188:191], v[184:185], v[12:13], v[108:111]
	v_mfma_f32_16x16x16f16 v[108:111], v[102:103], v[14:15], v[96:99]
	v_mfma_f32_16x16x16f16 v[104:107], v[174:175], v[14:15], v[104:107]
	ds_read2_b64 v[172:175], v123 offset1:4
	s_nop 8
	v_mul_f32_e32 v108, v125, v108
	v_mul_f32_e32 v109, v125, v109
	v_mul_f32_e32 v110, v125, v110
	v_mul_f32_e32 v111, v125, v111
	v_mfma_f32_16x16x16f16 v[100:103], v[178:179], v[14:15], v[180:183]
	s_nop 6
	ds_read2_b64 v[180:183], v133 offset1:4
	v_mfma_f32_16x16x16f16 v[96:99], v[186:187], v[14:15], v[188:191]
	s_nop 1
	v_mul_f32_e32 v100, v125, v100
	v_mul_f32_e32 v101, v125, v101
	v_sub_f32_e32 v100, v100, v24
	v_mul_f32_e32 v102, v125, v102
	v_sub_f32_e32 v101, v101, v25
	v_add_u32_e32 v188, 0x2000, v130
	v_add_u32_e32 v189, 0x2800, v130
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[160:163], v[156:157], v[32:33], 0
	v_add_u32_e32 v190, 0x3000, v130
	v_add_u32_e32 v191, 0x3800, v130
	v_mul_f32_e32 v103, v125, v103
	v_sub_f32_e32 v102, v102, v26
	v_sub_f32_e32 v103, v103, v27
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[168:171], v[164:165], v[32:33], 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[176:179], v[172:173], v[32:33], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[184:187], v[180:181], v[32:33], 0
	v_mfma_f32_16x16x16f16 v[156:159], v[158:159], v[34:35], v[160:163]
	v_mfma_f32_16x16x16f16 v[160:163], v[166:167], v[34:35], v[168:171]
	v_mfma_f32_16x16x16f16 v[164:167], v[174:175], v[34:35], v[176:179]
	ds_read2_b64 v[172:175], v121 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[168:171], v[182:183], v[34:35], v[184:187]
	s_nop 4
	ds_read2_b64 v[176:179], v122 offset0:8 offset1:12
	ds_read2_b64 v[180:183], v123 offset0:8 offset1:12
	ds_read2_b64 v[184:187], v133 offset0:8 offset1:12
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[156:159], v[172:173], v[36:37], v[156:159]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[160:163], v[176:177], v[36:37], v[160:163]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[164:167], v[180:181], v[36:37], v[164:167]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[168:171], v[184:185], v[36:37], v[168:171]
	v_mfma_f32_16x16x16f16 v[156:159], v[174:175], v[38:39], v[156:159]
	ds_read2_b64 v[172:175], v121 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[160:163], v[178:179], v[38:39], v[160:163]
	ds_read2_b64 v[176:179], v122 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[164:167], v[182:183], v[38:39], v[164:167]
	ds_read2_b64 v[180:183], v123 offset0:16 offset1:20
	v_mfma_f32_16x16x16f16 v[168:171], v[186:187], v[38:39], v[168:171]
	ds_read2_b64 v[184:187], v133 offset0:16 offset1:20
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[156:159], v[172:173], v[40:41], v[156:159]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[160:163], v[176:177], v[40:41], v[160:163]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[164:167], v[180:181], v[40:41], v[164:167]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[168:171], v[184:185], v[40:41], v[168:171]
	v_mfma_f32_16x16x16f16 v[156:159], v[174:175], v[42:43], v[156:159]
	v_mfma_f32_16x16x16f16 v[160:163], v[178:179], v[42:43], v[160:163]
	v_mfma_f32_16x16x16f16 v[164:167], v[182:183], v[42:43], v[164:167]
	ds_read2_b64 v[172:175], v121 offset0:24 offset1:28
	ds_read2_b64 v[176:179], v122 offset0:24 offset1:28
	ds_read2_b64 v[180:183], v123 offset0:24 offset1:28
	v_mfma_f32_16x16x16f16 v[168:171], v[186:187], v[42:43], v[168:171]
	ds_read2_b64 v[184:187], v133 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v129, v[112:115]
	ds_write_b128 v129, v[144:147] offset:4352
	ds_write_b128 v129, v[148:151] offset:8704
	ds_write_b128 v129, v[152:155] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[194:197], v129
	ds_read_b128 v[198:201], v129 offset:4352
	ds_read_b128 v[202:205], v129 offset:8704
	ds_read_b128 v[206:209], v129 offset:13056
	v_mfma_f32_16x16x16f16 v[156:159], v[172:173], v[44:45], v[156:159]
	v_sub_f32_e32 v148, v108, v16
	v_sub_f32_e32 v149, v109, v17
	v_cmp_gt_f32_e32 vcc, s16, v148
	v_sub_f32_e32 v152, v110, v18
	v_cndmask_b32_e64 v150, 1.0, 0.5, vcc
	v_cmp_gt_f32_e64 s[0:1], s16, v149
	v_sub_f32_e32 v153, v111, v19
	v_mfma_f32_16x16x16f16 v[112:115], v[176:177], v[44:45], v[160:163]
	v_cndmask_b32_e64 v151, 1.0, 0.5, s[0:1]
	v_cmp_gt_f32_e64 s[2:3], s16, v152
	v_cndmask_b32_e64 v154, 1.0, 0.5, s[2:3]
	v_cmp_gt_f32_e64 s[4:5], s16, v153
	v_cndmask_b32_e64 v155, 1.0, 0.5, s[4:5]
	s_nop 1
	v_mul_f32_e32 v162, v148, v150
	v_mul_f32_e32 v163, v149, v151
	v_mfma_f32_16x16x16f16 v[148:151], v[174:175], v[46:47], v[156:159]
	v_mul_f32_e32 v152, v152, v154
	v_mul_f32_e32 v153, v153, v155
	v_add_u32_e32 v160, 2, v135
	v_add_u32_e32 v161, 3, v135
	v_add_u32_e32 v172, 16, v135
	s_nop 1
	v_exp_f32_e32 v156, v162
	v_exp_f32_e32 v157, v163
	v_exp_f32_e32 v158, v152
	v_exp_f32_e32 v159, v153
	v_mul_f32_e32 v162, v156, v156
	v_mfma_f32_16x16x16f16 v[152:155], v[178:179], v[46:47], v[112:115]
	v_cndmask_b32_e32 v156, v156, v162, vcc
	v_cmp_ge_i32_e32 vcc, v120, v135
	v_cndmask_b32_e32 v156, 0, v156, vcc
	v_cmp_gt_i32_e32 vcc, v120, v135
	v_sub_f32_e32 v148, v148, v48
	s_nop 1
	v_mul_f32_e32 v112, v157, v157
	v_mul_f32_e32 v113, v158, v158
	v_cndmask_b32_e64 v157, v157, v112, s[0:1]
	v_mul_f32_e32 v114, v159, v159
	v_cndmask_b32_e64 v158, v158, v113, s[2:3]
	v_cndmask_b32_e32 v157, 0, v157, vcc
	v_cmp_ge_i32_e32 vcc, v120, v160
	v_cndmask_b32_e64 v159, v159, v114, s[4:5]
	v_cndmask_b32_e32 v158, 0, v158, vcc
	v_cmp_ge_i32_e32 vcc, v120, v161
	v_sub_f32_e32 v150, v150, v50
	v_cndmask_b32_e32 v159, 0, v159, vcc
	v_sub_f32_e32 v149, v149, v49
	v_sub_f32_e32 v151, v151, v51
	v_fma_mixlo_f16 v176, v156, v148, 0
	v_fma_mixlo_f16 v177, v158, v150, 0
	v_fma_mixhi_f16 v177, v159, v151, 0
	v_fma_mixhi_f16 v176, v157, v149, 0
	v_mfma_f32_16x16x16f16 v[144:147], v[180:181], v[44:45], v[164:167]
	v_mul_f32_e32 v156, v125, v104
	v_mul_f32_e32 v157, v125, v105
	v_mul_f32_e32 v158, v125, v106
	v_mul_f32_e32 v159, v125, v107
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v128, v194
	ds_write_b16_d16_hi v128, v194 offset:144
	ds_write_b16 v128, v195 offset:288
	ds_write_b16_d16_hi v128, v195 offset:432
	ds_write_b16 v128, v196 offset:576
	ds_write_b16_d16_hi v128, v196 offset:720
	ds_write_b16 v128, v197 offset:864
	ds_write_b16_d16_hi v128, v197 offset:1008
	ds_write_b16 v128, v198 offset:32
	ds_write_b16_d16_hi v128, v198 offset:176
	ds_write_b16 v128, v199 offset:320
	ds_write_b16_d16_hi v128, v199 offset:464
	ds_write_b16 v128, v200 offset:608
	ds_write_b16_d16_hi v128, v200 offset:752
	ds_write_b16 v128, v201 offset:896
	ds_write_b16_d16_hi v128, v201 offset:1040
	ds_write_b16 v128, v202 offset:64
	ds_write_b16_d16_hi v128, v202 offset:208
	ds_write_b16 v128, v203 offset:352
	ds_write_b16_d16_hi v128, v203 offset:496
	ds_write_b16 v128, v204 offset:640
	ds_write_b16_d16_hi v128, v204 offset:784
	ds_write_b16 v128, v205 offset:928
	ds_write_b16_d16_hi v128, v205 offset:1072
	ds_write_b16 v128, v206 offset:96
	ds_write_b16_d16_hi v128, v206 offset:240
	ds_write_b16 v128, v207 offset:384
	ds_write_b16_d16_hi v128, v207 offset:528
	ds_write_b16 v128, v208 offset:672
	ds_write_b16_d16_hi v128, v208 offset:816
	ds_write_b16 v128, v209 offset:960
	ds_write_b16_d16_hi v128, v209 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[148:151], v134 offset1:4
	ds_read2_b64 v[104:107], v136 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[88:91], v[148:149], v[176:177], v[88:91]
	v_sub_f32_e32 v148, v156, v20
	v_sub_f32_e32 v149, v157, v21
	v_sub_f32_e32 v164, v158, v22
	v_sub_f32_e32 v165, v159, v23
	ds_read2_b64 v[156:159], v137 offset1:4
	v_cmp_gt_f32_e32 vcc, s16, v148
	ds_read2_b64 v[160:163], v188 offset0:128 offset1:132
	v_mfma_f32_16x16x16f16 v[112:115], v[182:183], v[46:47], v[144:147]
	v_cndmask_b32_e64 v166, 1.0, 0.5, vcc
	v_cmp_gt_f32_e64 s[0:1], s16, v149
	v_cmp_gt_f32_e64 s[2:3], s16, v164
	v_mul_f32_e32 v148, v148, v166
	v_cmp_gt_f32_e64 s[4:5], s16, v165
	s_nop 1
	ds_read2_b64 v[144:147], v130 offset1:4
	v_exp_f32_e32 v148, v148
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[84:87], v[104:105], v[176:177], v[84:87]
	v_cndmask_b32_e64 v104, 1.0, 0.5, s[0:1]
	v_cndmask_b32_e64 v105, 1.0, 0.5, s[2:3]
	v_mul_f32_e32 v104, v149, v104
	v_cndmask_b32_e64 v167, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v105, v164, v105
	v_exp_f32_e32 v104, v104
	v_mul_f32_e32 v149, v165, v167
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v149, v149
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[80:83], v[156:157], v[176:177], v[80:83]
	v_mul_f32_e32 v156, v148, v148
	ds_read2_b64 v[164:167], v189 offset0:160 offset1:164
	v_mul_f32_e32 v157, v104, v104
	v_cndmask_b32_e32 v148, v148, v156, vcc
	v_cmp_ge_i32_e32 vcc, v120, v172
	ds_read2_b64 v[172:175], v191 offset0:224 offset1:228
	v_cndmask_b32_e64 v104, v104, v157, s[0:1]
	v_mfma_f32_16x16x16f16 v[108:111], v[184:185], v[44:45], v[168:171]
	v_cndmask_b32_e32 v148, 0, v148, vcc
	v_cmp_ge_i32_e32 vcc, v120, v192
	v_cndmask_b32_e32 v156, 0, v104, vcc
	v_sub_f32_e32 v104, v152, v52
	v_sub_f32_e32 v152, v155, v55
	s_nop 1
	ds_read2_b64 v[168:171], v190 offset0:192 offset1:196
	v_fma_mixlo_f16 v104, v148, v104, 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[92:95], v[144:145], v[176:177], v[92:95]
	v_add_u32_e32 v144, 18, v135
	v_add_u32_e32 v145, 19, v135
	v_cmp_ge_i32_e32 vcc, v120, v144
	v_cmp_gt_f32_e64 s[0:1], s16, v101
	v_sub_f32_e32 v112, v112, v56
	v_sub_f32_e32 v113, v113, v57
	v_mfma_f32_16x16x16f16 v[76:79], v[160:161], v[176:177], v[76:79]
	v_mul_f32_e32 v160, v105, v105
	v_mul_f32_e32 v161, v149, v149
	v_cndmask_b32_e64 v105, v105, v160, s[2:3]
	v_cndmask_b32_e64 v149, v149, v161, s[4:5]
	v_cndmask_b32_e32 v105, 0, v105, vcc
	v_cmp_ge_i32_e32 vcc, v120, v145
	v_cndmask_b32_e32 v144, 0, v149, vcc
	v_sub_f32_e32 v149, v154, v54
	v_sub_f32_e32 v145, v153, v53
	v_fma_mixlo_f16 v105, v105, v149, 0
	v_fma_mixhi_f16 v105, v144, v152, 0
	v_fma_mixhi_f16 v104, v156, v145, 0
	v_cmp_gt_f32_e32 vcc, s16, v100
	v_cmp_gt_f32_e64 s[2:3], s16, v102
	v_mfma_f32_16x16x16f16 v[84:87], v[106:107], v[104:105], v[84:87]
	v_cndmask_b32_e64 v106, 1.0, 0.5, vcc
	v_cndmask_b32_e64 v107, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v100, v100, v106
	v_cndmask_b32_e64 v148, 1.0, 0.5, s[2:3]
	v_cmp_gt_f32_e64 s[4:5], s16, v103
	v_mul_f32_e32 v101, v101, v107
	v_exp_f32_e32 v100, v100
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[72:75], v[164:165], v[176:177], v[72:75]
	v_cndmask_b32_e64 v149, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v102, v102, v148
	v_exp_f32_e32 v101, v101
	v_mul_f32_e32 v103, v103, v149
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_add_u32_e32 v144, 32, v135
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[64:67], v[168:169], v[176:177], v[64:67]
	v_mul_f32_e32 v106, v100, v100
	v_add_u32_e32 v145, 33, v135
	v_mul_f32_e32 v107, v101, v101
	v_cndmask_b32_e32 v100, v100, v106, vcc
	v_cmp_ge_i32_e32 vcc, v120, v144
	v_mul_f32_e32 v148, v102, v102
	v_cndmask_b32_e64 v101, v101, v107, s[0:1]
	v_mfma_f32_16x16x16f16 v[68:71], v[172:173], v[176:177], v[68:71]
	v_cndmask_b32_e32 v106, 0, v100, vcc
	v_cmp_ge_i32_e32 vcc, v120, v145
	v_mul_f32_e32 v149, v103, v103
	v_cndmask_b32_e64 v102, v102, v148, s[2:3]
	v_cndmask_b32_e32 v107, 0, v101, vcc
	v_cndmask_b32_e64 v103, v103, v149, s[4:5]
	v_fma_mixlo_f16 v160, v106, v112, 0
	v_mfma_f32_16x16x16f16 v[92:95], v[146:147], v[104:105], v[92:95]
	v_add_u32_e32 v146, 34, v135
	v_add_u32_e32 v147, 35, v135
	v_cmp_ge_i32_e32 vcc, v120, v146
	v_cndmask_b32_e32 v144, 0, v102, vcc
	v_cmp_ge_i32_e32 vcc, v120, v147
	v_cndmask_b32_e32 v145, 0, v103, vcc
	ds_read2_b64 v[100:103], v130 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[88:91], v[150:151], v[104:105], v[88:91]
	v_fma_mixhi_f16 v160, v107, v113, 0
	v_mul_f32_e32 v112, v125, v96
	v_mul_f32_e32 v113, v125, v97
	v_add_u32_e32 v156, 48, v135
	v_add_u32_e32 v164, 49, v135
	ds_read2_b64 v[152:155], v190 offset0:200 offset1:204
	v_mfma_f32_16x16x16f16 v[80:83], v[158:159], v[104:105], v[80:83]
	v_mfma_f32_16x16x16f16 v[76:79], v[162:163], v[104:105], v[76:79]
	v_mfma_f32_16x16x16f16 v[72:75], v[166:167], v[104:105], v[72:75]
	v_mfma_f32_16x16x16f16 v[64:67], v[170:171], v[104:105], v[64:67]
	v_mfma_f32_16x16x16f16 v[68:71], v[174:175], v[104:105], v[68:71]
	v_sub_f32_e32 v104, v114, v58
	v_sub_f32_e32 v105, v115, v59
	v_fma_mixlo_f16 v161, v144, v104, 0
	v_fma_mixhi_f16 v161, v145, v105, 0
	ds_read2_b64 v[104:107], v134 offset0:8 offset1:12
	v_mul_f32_e32 v114, v125, v98
	v_mul_f32_e32 v115, v125, v99
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[92:95], v[100:101], v[160:161], v[92:95]
	v_add_u32_e32 v100, 50, v135
	v_add_u32_e32 v101, 51, v135
	ds_read2_b64 v[96:99], v136 offset0:8 offset1:12
	v_sub_f32_e32 v135, v114, v30
	v_sub_f32_e32 v148, v115, v31
	v_cmp_gt_f32_e64 s[4:5], s16, v148
	v_cndmask_b32_e64 v150, 1.0, 0.5, s[4:5]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[88:91], v[104:105], v[160:161], v[88:91]
	v_sub_f32_e32 v104, v112, v28
	v_sub_f32_e32 v105, v113, v29
	ds_read2_b64 v[112:115], v137 offset0:8 offset1:12
	v_cmp_gt_f32_e32 vcc, s16, v104
	v_cndmask_b32_e64 v149, 1.0, 0.5, vcc
	v_mul_f32_e32 v104, v104, v149
	v_exp_f32_e32 v104, v104
	v_cmp_gt_f32_e64 s[0:1], s16, v105
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[84:87], v[96:97], v[160:161], v[84:87]
	v_cndmask_b32_e64 v96, 1.0, 0.5, s[0:1]
	ds_read2_b64 v[144:147], v188 offset0:136 offset1:140
	v_mul_f32_e32 v96, v105, v96
	v_mul_f32_e32 v105, v148, v150
	ds_read2_b64 v[148:151], v189 offset0:168 offset1:172
	v_cmp_gt_f32_e64 s[2:3], s16, v135
	v_cndmask_b32_e64 v97, 1.0, 0.5, s[2:3]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[80:83], v[112:113], v[160:161], v[80:83]
	v_mul_f32_e32 v112, v104, v104
	v_cndmask_b32_e32 v104, v104, v112, vcc
	v_cmp_ge_i32_e32 vcc, v120, v156
	ds_read2_b64 v[156:159], v191 offset0:232 offset1:236
	v_mul_f32_e32 v97, v135, v97
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_mfma_f32_16x16x16f16 v[108:111], v[186:187], v[46:47], v[108:111]
	v_exp_f32_e32 v105, v105
	v_mul_f32_e32 v113, v96, v96
	v_mul_f32_e32 v135, v97, v97
	v_cndmask_b32_e64 v96, v96, v113, s[0:1]
	v_cndmask_b32_e32 v104, 0, v104, vcc
	v_cmp_ge_i32_e32 vcc, v120, v164
	v_cndmask_b32_e64 v97, v97, v135, s[2:3]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[76:79], v[144:145], v[160:161], v[76:79]
	v_mul_f32_e32 v144, v105, v105
	v_cndmask_b32_e32 v112, 0, v96, vcc
	v_cmp_ge_i32_e32 vcc, v120, v100
	v_cndmask_b32_e64 v105, v105, v144, s[4:5]
	v_cndmask_b32_e32 v97, 0, v97, vcc
	v_cmp_ge_i32_e32 vcc, v120, v101
	v_cndmask_b32_e32 v100, 0, v105, vcc
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[72:75], v[148:149], v[160:161], v[72:75]
	v_sub_f32_e32 v96, v108, v60
	v_sub_f32_e32 v105, v110, v62
	v_sub_f32_e32 v101, v109, v61
	v_sub_f32_e32 v108, v111, v63
	v_fma_mixlo_f16 v96, v104, v96, 0
	v_fma_mixlo_f16 v97, v97, v105, 0
	v_fma_mixhi_f16 v97, v100, v108, 0
	v_mfma_f32_16x16x16f16 v[64:67], v[152:153], v[160:161], v[64:67]
	v_fma_mixhi_f16 v96, v112, v101, 0
	s_add_i32 s0, s27, s19
	s_cmp_lt_i32 s0, s17
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[68:71], v[156:157], v[160:161], v[68:71]
	v_mfma_f32_16x16x16f16 v[92:95], v[102:103], v[96:97], v[92:95]
	v_mfma_f32_16x16x16f16 v[88:91], v[106:107], v[96:97], v[88:91]
	v_mfma_f32_16x16x16f16 v[84:87], v[98:99], v[96:97], v[84:87]
	v_mfma_f32_16x16x16f16 v[80:83], v[114:115], v[96:97], v[80:83]
	v_mfma_f32_16x16x16f16 v[76:79], v[146:147], v[96:97], v[76:79]
	v_mfma_f32_16x16x16f16 v[72:75], v[150:151], v[96:97], v[72:75]
	v_mfma_f32_16x16x16f16 v[64:67], v[154:155], v[96:97], v[64:67]
	v_mfma_f32_16x16x16f16 v[68:71], v[158:159], v[96:97], v[68:71]
	s_cbranch_scc0 .LBB0_70
.LBB0_54:
	v_add_u32_e32 v96, s19, v126
	v_mov_b32_e32 v144, 0
	v_cmp_gt_i32_e32 vcc, s33, v96
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, v144
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_56
	v_add_u32_e32 v98, s13, v143
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_add_co_u32_e64 v98, s[0:1], v116, v98
	v_addc_co_u32_e64 v99, s[0:1], v117, v99, s[0:1]
	global_load_dwordx4 v[112:115], v[98:99], off
.LBB0_56:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v97, 16, v96
	v_cmp_gt_i32_e64 s[2:3], s33, v97
	v_mov_b32_e32 v145, v144
	v_mov_b32_e32 v146, v144
	v_mov_b32_e32 v147, v144
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_58
	v_add_u32_e32 v98, s13, v141
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_add_co_u32_e64 v98, s[0:1], v116, v98
	v_addc_co_u32_e64 v99, s[0:1], v117, v99, s[0:1]
	global_load_dwordx4 v[144:147], v[98:99], off
.LBB0_58:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v97, 32, v96
	v_mov_b32_e32 v152, 0
	v_cmp_gt_i32_e64 s[0:1], s33, v97
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, 0
	v_mov_b32_e32 v150, 0
	v_mov_b32_e32 v151, v152
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_60
	v_add_u32_e32 v98, s13, v139
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshlrev_b64 v[98:99], 1, v[98:99]
	v_add_co_u32_e64 v98, s[4:5], v116, v98
	v_addc_co_u32_e64 v99, s[4:5], v117, v99, s[4:5]
	global_load_dwordx4 v[148:151], v[98:99], off
.LBB0_60:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v96, 48, v96
	v_cmp_gt_i32_e64 s[4:5], s33, v96
	v_mov_b32_e32 v153, v152
	v_mov_b32_e32 v154, v152
	v_mov_b32_e32 v155, v152
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_62
	v_add_u32_e32 v96, s13, v132
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e64 v96, s[6:7], v116, v96
	v_addc_co_u32_e64 v97, s[6:7], v117, v97, s[6:7]
	global_load_dwordx4 v[152:155], v[96:97], off
.LBB0_62:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, 0
	v_mov_b32_e32 v158, 0
	v_mov_b32_e32 v159, v160
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_64
	v_add_u32_e32 v96, s18, v142
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v118, v96
	v_addc_co_u32_e32 v97, vcc, v119, v97, vcc
	global_load_dwordx4 v[156:159], v[96:97], off
.LBB0_64:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v161, v160
	v_mov_b32_e32 v162, v160
	v_mov_b32_e32 v163, v160
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_66
	v_add_u32_e32 v96, s18, v140
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v118, v96
	v_addc_co_u32_e32 v97, vcc, v119, v97, vcc
	global_load_dwordx4 v[160:163], v[96:97], off
.LBB0_66:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v165, 0
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v167, v168
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_68
	v_add_u32_e32 v96, s18, v138
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v118, v96
	v_addc_co_u32_e32 v97, vcc, v119, v97, vcc
	global_load_dwordx4 v[164:167], v[96:97], off
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v169, v168
	v_mov_b32_e32 v170, v168
	v_mov_b32_e32 v171, v168
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_53
	v_add_u32_e32 v96, s18, v127
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshlrev_b64 v[96:97], 1, v[96:97]
	v_add_co_u32_e32 v96, vcc, v118, v96
	v_addc_co_u32_e32 v97, vcc, v119, v97, vcc
	global_load_dwordx4 v[168:171], v[96:97], off
	s_branch .LBB0_53
.LBB0_70:
	v_cmp_gt_i32_e32 vcc, s33, v120
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_72
	v_mul_lo_u32 v0, s26, v120
	s_add_u32 s0, s14, s24
	v_ashrrev_i32_e32 v1, 31, v0
	s_addc_u32 s1, s15, s25
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v14, v1, vcc
	v_fma_mixlo_f16 v3, s10, v70, 0
	v_fma_mixlo_f16 v2, s10, v68, 0
	v_fma_mixlo_f16 v5, s10, v66, 0
	v_fma_mixlo_f16 v4, s10, v64, 0
	v_fma_mixlo_f16 v7, s10, v74, 0
	v_fma_mixlo_f16 v6, s10, v72, 0
	v_fma_mixlo_f16 v9, s10, v78, 0
	v_fma_mixlo_f16 v8, s10, v76, 0
	v_fma_mixlo_f16 v11, s10, v82, 0
	v_fma_mixlo_f16 v10, s10, v80, 0
	v_fma_mixlo_f16 v13, s10, v86, 0
	v_fma_mixlo_f16 v12, s10, v84, 0
	v_add_co_u32_e32 v0, vcc, v0, v124
	v_fma_mixlo_f16 v14, s10, v92, 0
	v_fma_mixlo_f16 v15, s10, v94, 0
	v_fma_mixlo_f16 v17, s10, v90, 0
	v_fma_mixlo_f16 v16, s10, v88, 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_fma_mixhi_f16 v14, s10, v93, 0
	v_fma_mixhi_f16 v15, s10, v95, 0
	v_fma_mixhi_f16 v16, s10, v89, 0
	v_fma_mixhi_f16 v17, s10, v91, 0
	v_fma_mixhi_f16 v12, s10, v85, 0
	v_fma_mixhi_f16 v13, s10, v87, 0
	v_fma_mixhi_f16 v10, s10, v81, 0
	v_fma_mixhi_f16 v11, s10, v83, 0
	v_fma_mixhi_f16 v8, s10, v77, 0
	v_fma_mixhi_f16 v9, s10, v79, 0
	v_fma_mixhi_f16 v6, s10, v73, 0
	v_fma_mixhi_f16 v7, s10, v75, 0
	v_fma_mixhi_f16 v4, s10, v65, 0
	v_fma_mixhi_f16 v5, s10, v67, 0
	v_fma_mixhi_f16 v2, s10, v69, 0
	v_fma_mixhi_f16 v3, s10, v71, 0
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
		.amdhsa_next_free_vgpr 212
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 212
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
	.size	_attn_bwd_dq, .Lfunc_end0-_attn_bwd_dq

	.set _attn_bwd_dq.num_vgpr, 212
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 38
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     212
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
