	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_load_dwordx2 s[4:5], s[0:1], 0x84
	s_load_dword s28, s[0:1], 0x8c
	s_abs_i32 s7, s3
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	s_load_dwordx4 s[16:19], s[0:1], 0x40
	v_bfe_u32 v73, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s6, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s9, 0, s6
	s_xor_b32 s8, s3, s4
	s_ashr_i32 s8, s8, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v3, v0, 5, 1
	v_bfe_u32 v5, v0, 6, 1
	v_lshlrev_b32_e32 v2, 1, v73
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v4, 2, v3
	v_readfirstlane_b32 s30, v5
	v_lshlrev_b32_e32 v5, 3, v5
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
	s_sub_i32 s29, s7, s8
	s_xor_b32 s5, s4, s5
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s4, s29, s4
	s_sub_i32 s10, 0, s9
	s_sub_i32 s34, s3, s4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s5, s5, 31
	v_or3_b32 v2, v2, v4, v5
	v_lshrrev_b32_e32 v4, 7, v0
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
	s_sub_i32 s35, s4, s5
	s_abs_i32 s33, s35
	v_cvt_f32_u32_e32 v1, s33
	s_mul_i32 s4, s29, s16
	s_mul_i32 s7, s34, s17
	s_mul_hi_i32 s5, s29, s16
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_hi_i32 s6, s34, s17
	s_add_u32 s4, s7, s4
	s_addc_u32 s5, s6, s5
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b64 s[16:17], s[4:5], 1
	s_add_u32 s6, s20, s16
	v_readfirstlane_b32 s31, v4
	v_readfirstlane_b32 s36, v1
	v_bfe_u32 v1, v0, 3, 1
	v_lshlrev_b32_e32 v4, 4, v4
	s_addc_u32 s7, s21, s17
	s_lshl_b32 s20, s2, 6
	v_or3_b32 v10, v2, v4, v1
	v_or_b32_e32 v8, s20, v10
	v_lshlrev_b32_e32 v2, 3, v0
	v_mul_lo_u32 v4, s18, v8
	v_and_b32_e32 v2, 56, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 1, s[6:7]
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 1, v2
	v_mov_b32_e32 v16, 0
	v_cmp_gt_i32_e32 vcc, s28, v8
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	global_load_dwordx4 v[12:15], v[6:7], off
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
	global_load_dwordx4 v[16:19], v[6:7], off offset:128
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_add3_u32 v9, s20, v10, 32
	v_mul_lo_u32 v6, s18, v9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[6:7]
	v_lshlrev_b32_e32 v4, 1, v2
	v_mov_b32_e32 v24, 0
	v_cmp_gt_i32_e64 s[4:5], s28, v9
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, v24
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_6
	global_load_dwordx4 v[20:23], v[6:7], off
.LBB0_6:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v26, v24
	v_mov_b32_e32 v27, v24
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_8
	global_load_dwordx4 v[24:27], v[6:7], off offset:128
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[24:27], s[0:1], 0x70
	s_load_dwordx8 s[8:15], s[0:1], 0x20
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s7, s29, s24
	s_mul_i32 s6, s29, s24
	s_lshl_b64 s[6:7], s[6:7], 1
	s_mul_hi_i32 s39, s34, s25
	s_mul_i32 s38, s34, s25
	s_add_u32 s2, s8, s6
	s_addc_u32 s8, s9, s7
	s_lshl_b64 s[6:7], s[38:39], 1
	s_add_u32 s6, s2, s6
	v_mul_lo_u32 v6, s26, v8
	s_addc_u32 s7, s8, s7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, v32
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_10
	global_load_dwordx4 v[28:31], v[6:7], off
.LBB0_10:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v34, v32
	v_mov_b32_e32 v35, v32
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_12
	global_load_dwordx4 v[32:35], v[6:7], off offset:128
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v6, s26, v9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[6:7]
	v_mov_b32_e32 v40, 0
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v40
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_14
	global_load_dwordx4 v[36:39], v[4:5], off
.LBB0_14:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v43, v40
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[40:43], v[4:5], off offset:128
.LBB0_16:
	s_or_b64 exec, exec, s[6:7]
	s_mul_hi_i32 s5, s28, s3
	s_mul_i32 s4, s28, s3
	s_lshl_b64 s[8:9], s[4:5], 2
	s_add_u32 s2, s10, s8
	s_addc_u32 s3, s11, s9
	v_lshlrev_b32_e32 v74, 1, v3
	s_lshl_b32 s19, s30, 2
	v_or_b32_e32 v4, s19, v74
	s_lshl_b32 s26, s31, 3
	v_or3_b32 v64, v4, s26, v73
	v_or_b32_e32 v4, s20, v64
	v_mov_b32_e32 v60, 0
	v_cmp_gt_i32_e32 vcc, s28, v4
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, v60
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_18
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[2:3]
	global_load_dword v66, v[6:7], off
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	s_ashr_i32 s21, s20, 31
	v_lshl_add_u64 v[6:7], v[64:65], 0, s[20:21]
	v_or3_b32 v5, v64, s20, 16
	v_lshl_add_u64 v[8:9], v[6:7], 2, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s28, v5
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_20
	global_load_dword v60, v[8:9], off offset:64
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	v_or3_b32 v5, v64, s20, 32
	v_mov_b32_e32 v80, 0
	s_sub_i32 s10, 0, s33
	v_cmp_gt_i32_e64 s[4:5], s28, v5
	v_mov_b32_e32 v84, v80
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
	global_load_dword v84, v[8:9], off offset:128
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	v_or3_b32 v5, v64, s20, 48
	s_mul_i32 s21, s10, s36
	v_cmp_gt_i32_e64 s[6:7], s28, v5
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_24
	global_load_dword v80, v[8:9], off offset:192
.LBB0_24:
	s_or_b64 exec, exec, s[10:11]
	s_add_u32 s8, s12, s8
	v_mov_b32_e32 v46, 0
	s_mul_hi_u32 s21, s36, s21
	s_addc_u32 s9, s13, s9
	v_mov_b32_e32 v50, v46
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_26
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	global_load_dword v50, v[4:5], off
.LBB0_26:
	s_or_b64 exec, exec, s[10:11]
	s_load_dwordx2 s[24:25], s[0:1], 0x10
	s_abs_i32 s12, s34
	s_add_i32 s36, s36, s21
	v_lshl_add_u64 v[4:5], v[6:7], 2, s[8:9]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_28
	global_load_dword v46, v[4:5], off offset:64
.LBB0_28:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v54, 0
	s_mul_hi_u32 s13, s12, s36
	v_mov_b32_e32 v58, v54
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_30
	global_load_dword v58, v[4:5], off offset:128
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	s_ashr_i32 s21, s34, 31
	s_ashr_i32 s27, s35, 31
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_32
	global_load_dword v54, v[4:5], off offset:192
.LBB0_32:
	s_or_b64 exec, exec, s[2:3]
	s_mul_i32 s3, s13, s33
	s_load_dwordx8 s[4:11], s[0:1], 0x50
	s_sub_i32 s3, s12, s3
	s_xor_b32 s2, s21, s27
	s_waitcnt lgkmcnt(0)
	s_add_i32 s7, s13, 1
	s_sub_i32 s11, s3, s33
	s_cmp_ge_u32 s3, s33
	s_cselect_b32 s7, s7, s13
	s_cselect_b32 s3, s11, s3
	s_add_i32 s11, s7, 1
	s_cmp_ge_u32 s3, s33
	s_cselect_b32 s3, s11, s7
	s_xor_b32 s3, s3, s2
	s_sub_i32 s7, s3, s2
	s_mul_hi_i32 s3, s29, s4
	s_mul_i32 s2, s29, s4
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s22, s2
	s_addc_u32 s11, s23, s3
	s_mul_hi_i32 s3, s7, s5
	s_mul_i32 s2, s7, s5
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s12, s4, s2
	s_addc_u32 s13, s11, s3
	s_mul_hi_i32 s3, s29, s8
	s_mul_i32 s2, s29, s8
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s24, s2
	s_addc_u32 s5, s25, s3
	s_mul_hi_i32 s3, s7, s9
	s_mul_i32 s2, s7, s9
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s8, s4, s2
	s_addc_u32 s9, s5, s3
	s_lshl_b32 s2, s30, 4
	s_lshl_b32 s3, s31, 5
	v_and_b32_e32 v76, 15, v0
	s_or_b32 s2, s2, s3
	v_or_b32_e32 v77, s2, v76
	v_lshlrev_b32_e32 v4, 4, v3
	v_mul_u32_u24_e32 v0, 0x110, v10
	v_lshl_or_b32 v70, v73, 3, v4
	v_mul_u32_u24_e32 v4, 0x110, v77
	v_lshl_add_u32 v0, v2, 1, v0
	v_lshl_add_u32 v5, v70, 1, v4
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[12:15]
	ds_write_b128 v0, v[16:19] offset:128
	ds_write_b128 v0, v[20:23] offset:8704
	ds_write_b128 v0, v[24:27] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[120:123], v5
	ds_read_b128 v[124:127], v5 offset:64
	ds_read_b128 v[128:131], v5 offset:128
	ds_read_b128 v[132:135], v5 offset:192
	v_lshlrev_b32_e32 v78, 2, v73
	v_lshlrev_b32_e32 v79, 3, v3
	v_mul_u32_u24_e32 v75, 0x110, v64
	v_or_b32_e32 v65, v78, v79
	v_mov_b32_e32 v67, v66
	v_mov_b32_e32 v68, v66
	v_mov_b32_e32 v69, v66
	v_lshl_add_u32 v45, v2, 2, v75
	v_lshl_add_u32 v71, v65, 2, v4
	v_mov_b32_e32 v61, v60
	v_mov_b32_e32 v62, v60
	v_mov_b32_e32 v63, v60
	v_mov_b32_e32 v85, v84
	v_mov_b32_e32 v86, v84
	v_mov_b32_e32 v87, v84
	v_mov_b32_e32 v81, v80
	v_mov_b32_e32 v82, v80
	v_mov_b32_e32 v83, v80
	s_load_dword s11, s[0:1], 0x18
	v_mov_b32_e32 v51, v50
	v_mov_b32_e32 v52, v50
	v_mov_b32_e32 v53, v50
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	v_mov_b32_e32 v59, v58
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v56, v54
	v_mov_b32_e32 v57, v54
	v_mov_b32_e32 v47, v46
	s_movk_i32 s0, 0x110
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v44, 0
	s_cmp_lt_i32 s20, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v45, v[66:69]
	ds_write_b128 v45, v[66:69] offset:16
	ds_write_b128 v45, v[60:63] offset:4352
	ds_write_b128 v45, v[60:63] offset:4368
	ds_write_b128 v45, v[84:87] offset:8704
	ds_write_b128 v45, v[84:87] offset:8720
	ds_write_b128 v45, v[80:83] offset:13056
	ds_write_b128 v45, v[80:83] offset:13072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v71
	ds_read_b128 v[16:19], v71 offset:64
	ds_read_b128 v[20:23], v71 offset:128
	ds_read_b128 v[24:27], v71 offset:192
	v_mov_b32_e32 v62, 0x3fb8aa3b
	v_mov_b32_e32 v60, v58
	v_mov_b32_e32 v61, v58
	v_mul_f32_e32 v72, s11, v62
	v_lshl_or_b32 v80, v1, 6, v2
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v66, 1, v80
	v_lshlrev_b32_e32 v81, 1, v70
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v0, v[28:31]
	ds_write_b128 v0, v[32:35] offset:128
	ds_write_b128 v0, v[36:39] offset:8704
	ds_write_b128 v0, v[40:43] offset:8832
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[136:139], v5
	ds_read_b128 v[140:143], v5 offset:64
	ds_read_b128 v[144:147], v5 offset:128
	ds_read_b128 v[148:151], v5 offset:192
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v5, 0
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
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v45, v[50:53]
	ds_write_b128 v45, v[50:53] offset:16
	ds_write_b128 v45, v[46:49] offset:4352
	ds_write_b128 v45, v[46:49] offset:4368
	ds_write_b128 v45, v[58:61] offset:8704
	ds_write_b128 v45, v[58:61] offset:8720
	ds_write_b128 v45, v[54:57] offset:13056
	ds_write_b128 v45, v[54:57] offset:13072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[48:51], v71
	ds_read_b128 v[52:55], v71 offset:64
	ds_read_b128 v[56:59], v71 offset:128
	ds_read_b128 v[60:63], v71 offset:192
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	s_cbranch_scc1 .LBB0_51
	v_lshl_add_u64 v[68:69], s[12:13], 0, v[66:67]
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[66:67]
	v_mad_u32_u24 v67, v76, s0, v81
	s_movk_i32 s0, 0x90
	v_mul_u32_u24_e32 v0, 0x90, v77
	v_mad_u32_u24 v83, v77, s0, v81
	v_mad_u32_u24 v85, v76, s0, v81
	s_add_i32 s0, s26, s19
	v_lshl_add_u32 v82, v65, 1, v0
	v_mul_u32_u24_e32 v0, 0x90, v80
	v_add3_u32 v86, s0, v74, v73
	v_lshl_add_u32 v84, v64, 1, v0
	v_add_u32_e32 v0, 48, v86
	v_mul_lo_u32 v87, s10, v0
	v_mul_lo_u32 v88, s6, v0
	v_add_u32_e32 v0, 32, v86
	v_mul_lo_u32 v89, s10, v0
	v_mul_lo_u32 v90, s6, v0
	v_add_u32_e32 v0, 16, v86
	v_mov_b32_e32 v93, 0
	s_lshl_b32 s7, s10, 6
	s_lshl_b32 s21, s6, 6
	v_mul_lo_u32 v91, s10, v0
	v_mul_lo_u32 v92, s6, v0
	s_mov_b32 s24, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
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
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_add_u32_e32 v94, v66, v75
	s_mov_b32 s25, 0xc2fc0000
	s_mov_b32 s27, 0
	v_mov_b32_e32 v47, v93
	s_mov_b32 s29, 0
	s_branch .LBB0_35
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v94, v[152:155]
	ds_write_b128 v94, v[156:159] offset:4352
	ds_write_b128 v94, v[160:163] offset:8704
	ds_write_b128 v94, v[164:167] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[96:99], v67
	ds_read_b128 v[100:103], v67 offset:64
	ds_read_b128 v[110:113], v67 offset:128
	ds_read_b128 v[114:117], v67 offset:192
	ds_read_b128 v[180:183], v67 offset:4352
	ds_read_b128 v[184:187], v67 offset:4416
	ds_read_b128 v[188:191], v67 offset:4480
	ds_read_b128 v[192:195], v67 offset:4544
	ds_read_b128 v[196:199], v67 offset:8704
	ds_read_b128 v[200:203], v67 offset:8768
	ds_read_b128 v[204:207], v67 offset:8832
	ds_read_b128 v[208:211], v67 offset:8896
	ds_read_b128 v[212:215], v67 offset:13056
	ds_read_b128 v[216:219], v67 offset:13120
	ds_read_b128 v[220:223], v67 offset:13184
	ds_read_b128 v[224:227], v67 offset:13248
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_16x16x32_f16 v[96:99], v[96:99], v[120:123], 0
	s_add_i32 s29, s29, 64
	s_add_i32 s27, s27, s7
	s_add_i32 s24, s24, s21
	v_mfma_f32_16x16x32_f16 v[96:99], v[100:103], v[124:127], v[96:99]
	s_cmp_lt_i32 s29, s20
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[96:99], v[110:113], v[128:131], v[96:99]
	s_barrier
	ds_write_b128 v94, v[106:109]
	ds_write_b128 v94, v[168:171] offset:4352
	ds_write_b128 v94, v[172:175] offset:8704
	ds_write_b128 v94, v[176:179] offset:13056
	v_mfma_f32_16x16x32_f16 v[100:103], v[180:183], v[120:123], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[110:113], v[196:199], v[120:123], 0
	v_mfma_f32_16x16x32_f16 v[96:99], v[114:117], v[132:135], v[96:99]
	v_mfma_f32_16x16x32_f16 v[114:117], v[212:215], v[120:123], 0
	v_mfma_f32_16x16x32_f16 v[100:103], v[184:187], v[124:127], v[100:103]
	s_nop 5
	v_mul_f32_e32 v95, v72, v96
	v_sub_f32_e32 v95, v95, v12
	v_mul_f32_e32 v96, v72, v97
	v_mfma_f32_16x16x32_f16 v[110:113], v[200:203], v[124:127], v[110:113]
	v_mul_f32_e32 v97, v72, v98
	v_mul_f32_e32 v98, v72, v99
	v_cmp_gt_f32_e32 vcc, s25, v95
	v_mfma_f32_16x16x32_f16 v[114:117], v[216:219], v[124:127], v[114:117]
	v_sub_f32_e32 v96, v96, v13
	v_sub_f32_e32 v97, v97, v14
	v_sub_f32_e32 v98, v98, v15
	v_mfma_f32_16x16x32_f16 v[100:103], v[188:191], v[128:131], v[100:103]
	v_mfma_f32_16x16x32_f16 v[110:113], v[204:207], v[128:131], v[110:113]
	v_mfma_f32_16x16x32_f16 v[114:117], v[220:223], v[128:131], v[114:117]
	v_mfma_f32_16x16x32_f16 v[100:103], v[192:195], v[132:135], v[100:103]
	v_mfma_f32_16x16x32_f16 v[110:113], v[208:211], v[132:135], v[110:113]
	v_mfma_f32_16x16x32_f16 v[114:117], v[224:227], v[132:135], v[114:117]
	s_nop 5
	v_mul_f32_e32 v99, v72, v100
	v_mul_f32_e32 v100, v72, v101
	v_mul_f32_e32 v101, v72, v102
	v_mul_f32_e32 v102, v72, v103
	v_mul_f32_e32 v103, v72, v110
	v_mul_f32_e32 v105, v72, v112
	v_mul_f32_e32 v112, v72, v115
	v_sub_f32_e32 v115, v103, v20
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v95, v95, v103
	v_exp_f32_e32 v95, v95
	v_sub_f32_e32 v99, v99, v16
	v_sub_f32_e32 v100, v100, v17
	v_sub_f32_e32 v101, v101, v18
	v_mul_f32_e32 v103, v95, v95
	v_cndmask_b32_e32 v95, v95, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v96
	v_sub_f32_e32 v102, v102, v19
	v_mul_f32_e32 v104, v72, v111
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v96, v96, v103
	v_exp_f32_e32 v96, v96
	v_mul_f32_e32 v110, v72, v113
	v_mul_f32_e32 v113, v72, v116
	v_sub_f32_e32 v116, v104, v21
	v_mul_f32_e32 v103, v96, v96
	v_cndmask_b32_e32 v96, v96, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v97
	v_mul_f32_e32 v111, v72, v114
	v_mul_f32_e32 v114, v72, v117
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v97, v97, v103
	v_exp_f32_e32 v97, v97
	v_sub_f32_e32 v117, v111, v24
	v_sub_f32_e32 v105, v105, v22
	v_sub_f32_e32 v118, v112, v25
	v_mul_f32_e32 v103, v97, v97
	v_cndmask_b32_e32 v97, v97, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v98
	v_sub_f32_e32 v110, v110, v23
	v_sub_f32_e32 v119, v113, v26
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v98, v98, v103
	v_exp_f32_e32 v98, v98
	v_sub_f32_e32 v180, v114, v27
	v_mul_f32_e32 v103, v98, v98
	v_cndmask_b32_e32 v98, v98, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v99
	s_nop 1
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v99, v99, v103
	v_exp_f32_e32 v99, v99
	s_nop 0
	v_mul_f32_e32 v103, v99, v99
	v_cndmask_b32_e32 v99, v99, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v100
	s_nop 1
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v100, v100, v103
	v_exp_f32_e32 v100, v100
	s_nop 0
	v_mul_f32_e32 v103, v100, v100
	v_cndmask_b32_e32 v100, v100, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v101
	s_nop 1
	v_cndmask_b32_e64 v103, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v101, v103
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v103, v101, v101
	v_cndmask_b32_e32 v103, v101, v103, vcc
	v_cmp_gt_f32_e32 vcc, s25, v102
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v102, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v104, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v115
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v115, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v111, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v116
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v116, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v112, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v105
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v105, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v113, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v110
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v110, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v114, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v117
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v117, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v115, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v118
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v118, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v116, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v119
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v119, v101
	v_exp_f32_e32 v101, v101
	s_nop 0
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v117, v101, v102, vcc
	v_cmp_gt_f32_e32 vcc, s25, v180
	s_nop 1
	v_cndmask_b32_e64 v101, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v180, v101
	ds_read_b128 v[106:109], v67
	ds_read_b128 v[168:171], v67 offset:64
	ds_read_b128 v[172:175], v67 offset:128
	ds_read_b128 v[176:179], v67 offset:192
	ds_read_b128 v[180:183], v67 offset:4352
	ds_read_b128 v[184:187], v67 offset:4416
	ds_read_b128 v[188:191], v67 offset:4480
	ds_read_b128 v[192:195], v67 offset:4544
	ds_read_b128 v[196:199], v67 offset:8704
	ds_read_b128 v[200:203], v67 offset:8768
	ds_read_b128 v[204:207], v67 offset:8832
	ds_read_b128 v[208:211], v67 offset:8896
	ds_read_b128 v[212:215], v67 offset:13056
	ds_read_b128 v[216:219], v67 offset:13120
	ds_read_b128 v[220:223], v67 offset:13184
	ds_read_b128 v[224:227], v67 offset:13248
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_16x16x32_f16 v[106:109], v[106:109], v[136:139], 0
	v_exp_f32_e32 v101, v101
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[106:109], v[168:171], v[140:143], v[106:109]
	v_mul_f32_e32 v102, v101, v101
	v_cndmask_b32_e32 v118, v101, v102, vcc
	s_barrier
	v_mfma_f32_16x16x32_f16 v[106:109], v[172:175], v[144:147], v[106:109]
	ds_write_b128 v94, v[152:155]
	ds_write_b128 v94, v[156:159] offset:4352
	ds_write_b128 v94, v[160:163] offset:8704
	ds_write_b128 v94, v[164:167] offset:13056
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[106:109], v[176:179], v[148:151], v[106:109]
	s_barrier
	v_mfma_f32_16x16x32_f16 v[168:171], v[180:183], v[136:139], 0
	v_mfma_f32_16x16x32_f16 v[172:175], v[196:199], v[136:139], 0
	s_nop 4
	v_sub_f32_e32 v101, v106, v48
	v_sub_f32_e32 v102, v107, v49
	v_sub_f32_e32 v106, v108, v50
	v_mfma_f32_16x16x32_f16 v[176:179], v[212:215], v[136:139], 0
	v_sub_f32_e32 v108, v109, v51
	v_mul_f32_e32 v105, v96, v102
	v_mul_f32_e32 v107, v97, v106
	v_mfma_f32_16x16x32_f16 v[168:171], v[184:187], v[140:143], v[168:171]
	v_mul_f32_e32 v109, v98, v108
	v_mul_f32_e32 v101, v95, v101
	v_cvt_pk_f16_f32 v161, v107, v109
	v_mfma_f32_16x16x32_f16 v[172:175], v[200:203], v[140:143], v[172:175]
	v_cvt_pk_f16_f32 v160, v101, v105
	v_mfma_f32_16x16x32_f16 v[176:179], v[216:219], v[140:143], v[176:179]
	v_mfma_f32_16x16x32_f16 v[168:171], v[188:191], v[144:147], v[168:171]
	v_mfma_f32_16x16x32_f16 v[172:175], v[204:207], v[144:147], v[172:175]
	v_mfma_f32_16x16x32_f16 v[176:179], v[220:223], v[144:147], v[176:179]
	v_mfma_f32_16x16x32_f16 v[168:171], v[192:195], v[148:151], v[168:171]
	v_mfma_f32_16x16x32_f16 v[172:175], v[208:211], v[148:151], v[172:175]
	v_mfma_f32_16x16x32_f16 v[176:179], v[224:227], v[148:151], v[176:179]
	s_nop 5
	v_sub_f32_e32 v110, v168, v52
	v_sub_f32_e32 v119, v169, v53
	v_sub_f32_e32 v168, v170, v54
	v_sub_f32_e32 v169, v171, v55
	v_sub_f32_e32 v170, v172, v56
	v_sub_f32_e32 v171, v173, v57
	v_sub_f32_e32 v172, v174, v58
	v_sub_f32_e32 v173, v175, v59
	v_sub_f32_e32 v174, v176, v60
	v_sub_f32_e32 v175, v177, v61
	v_sub_f32_e32 v176, v178, v62
	v_sub_f32_e32 v177, v179, v63
	v_mul_f32_e32 v102, v99, v110
	v_mul_f32_e32 v106, v100, v119
	v_mul_f32_e32 v108, v103, v168
	v_mul_f32_e32 v110, v104, v169
	v_mul_f32_e32 v97, v112, v171
	v_mul_f32_e32 v99, v113, v172
	v_mul_f32_e32 v103, v114, v173
	v_mul_f32_e32 v96, v115, v174
	v_mul_f32_e32 v98, v116, v175
	v_mul_f32_e32 v100, v117, v176
	v_mul_f32_e32 v104, v118, v177
	ds_read_b128 v[156:159], v94
	ds_read_b128 v[152:155], v94 offset:4352
	ds_read_b128 v[116:119], v94 offset:8704
	ds_read_b128 v[112:115], v94 offset:13056
	v_mul_f32_e32 v95, v111, v170
	v_cvt_pk_f16_f32 v107, v108, v110
	v_cvt_pk_f16_f32 v106, v102, v106
	v_cvt_pk_f16_f32 v103, v99, v103
	v_cvt_pk_f16_f32 v102, v95, v97
	v_cvt_pk_f16_f32 v97, v100, v104
	v_cvt_pk_f16_f32 v96, v96, v98
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write2_b64 v82, v[160:161], v[106:107] offset1:4
	ds_write2_b64 v82, v[102:103], v[96:97] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[96:99], v83
	ds_read_b128 v[100:103], v83 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v84, v156
	ds_write_b16_d16_hi v84, v156 offset:144
	ds_write_b16 v84, v157 offset:288
	ds_write_b16_d16_hi v84, v157 offset:432
	ds_write_b16 v84, v158 offset:576
	ds_write_b16_d16_hi v84, v158 offset:720
	ds_write_b16 v84, v159 offset:864
	ds_write_b16_d16_hi v84, v159 offset:1008
	ds_write_b16 v84, v152 offset:32
	ds_write_b16_d16_hi v84, v152 offset:176
	ds_write_b16 v84, v153 offset:320
	ds_write_b16_d16_hi v84, v153 offset:464
	ds_write_b16 v84, v154 offset:608
	ds_write_b16_d16_hi v84, v154 offset:752
	ds_write_b16 v84, v155 offset:896
	ds_write_b16_d16_hi v84, v155 offset:1040
	ds_write_b16 v84, v116 offset:64
	ds_write_b16_d16_hi v84, v116 offset:208
	ds_write_b16 v84, v117 offset:352
	ds_write_b16_d16_hi v84, v117 offset:496
	ds_write_b16 v84, v118 offset:640
	ds_write_b16_d16_hi v84, v118 offset:784
	ds_write_b16 v84, v119 offset:928
	ds_write_b16_d16_hi v84, v119 offset:1072
	ds_write_b16 v84, v112 offset:96
	ds_write_b16_d16_hi v84, v112 offset:240
	ds_write_b16 v84, v113 offset:384
	ds_write_b16_d16_hi v84, v113 offset:528
	ds_write_b16 v84, v114 offset:672
	ds_write_b16_d16_hi v84, v114 offset:816
	ds_write_b16 v84, v115 offset:960
	ds_write_b16_d16_hi v84, v115 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[104:107], v85
	ds_read_b128 v[108:111], v85 offset:64
	ds_read_b128 v[112:115], v85 offset:2304
	ds_read_b128 v[116:119], v85 offset:2368
	ds_read_b128 v[152:155], v85 offset:4608
	ds_read_b128 v[156:159], v85 offset:4672
	ds_read_b128 v[160:163], v85 offset:6912
	ds_read_b128 v[164:167], v85 offset:6976
	ds_read_b128 v[168:171], v85 offset:9216
	ds_read_b128 v[172:175], v85 offset:9280
	ds_read_b128 v[176:179], v85 offset:11520
	ds_read_b128 v[180:183], v85 offset:11584
	ds_read_b128 v[184:187], v85 offset:13824
	ds_read_b128 v[188:191], v85 offset:13888
	ds_read_b128 v[192:195], v85 offset:16128
	ds_read_b128 v[196:199], v85 offset:16192
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_16x16x32_f16 v[0:3], v[104:107], v[96:99], v[0:3]
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_16x16x32_f16 v[4:7], v[112:115], v[96:99], v[4:7]
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_16x16x32_f16 v[8:11], v[152:155], v[96:99], v[8:11]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_16x16x32_f16 v[28:31], v[160:163], v[96:99], v[28:31]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_f16 v[32:35], v[168:171], v[96:99], v[32:35]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[36:39], v[176:179], v[96:99], v[36:39]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[40:43], v[184:187], v[96:99], v[40:43]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[44:47], v[192:195], v[96:99], v[44:47]
	v_mfma_f32_16x16x32_f16 v[0:3], v[108:111], v[100:103], v[0:3]
	v_mfma_f32_16x16x32_f16 v[4:7], v[116:119], v[100:103], v[4:7]
	v_mfma_f32_16x16x32_f16 v[8:11], v[156:159], v[100:103], v[8:11]
	v_mfma_f32_16x16x32_f16 v[28:31], v[164:167], v[100:103], v[28:31]
	v_mfma_f32_16x16x32_f16 v[32:35], v[172:175], v[100:103], v[32:35]
	v_mfma_f32_16x16x32_f16 v[36:39], v[180:183], v[100:103], v[36:39]
	v_mfma_f32_16x16x32_f16 v[40:43], v[188:191], v[100:103], v[40:43]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[44:47], v[196:199], v[100:103], v[44:47]
	s_cbranch_scc0 .LBB0_51
.LBB0_35:
	v_add_u32_e32 v95, s29, v86
	v_cmp_gt_i32_e64 s[0:1], s28, v95
	v_mov_b32_e32 v152, v93
	v_mov_b32_e32 v153, v93
	v_mov_b32_e32 v154, v93
	v_mov_b32_e32 v155, v93
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_37
	v_mul_lo_u32 v96, s6, v86
	v_add_u32_e32 v96, s24, v96
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[68:69]
	global_load_dwordx4 v[152:155], v[96:97], off
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v96, 16, v95
	v_mov_b32_e32 v160, 0
	v_cmp_gt_i32_e32 vcc, s28, v96
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, 0
	v_mov_b32_e32 v158, 0
	v_mov_b32_e32 v159, v160
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
	v_add_u32_e32 v96, s24, v92
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[68:69]
	global_load_dwordx4 v[156:159], v[96:97], off
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v96, 32, v95
	v_cmp_gt_i32_e64 s[4:5], s28, v96
	v_mov_b32_e32 v161, v160
	v_mov_b32_e32 v162, v160
	v_mov_b32_e32 v163, v160
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_41
	v_add_u32_e32 v96, s24, v90
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[68:69]
	global_load_dwordx4 v[160:163], v[96:97], off
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v95, 48, v95
	v_mov_b32_e32 v106, 0
	v_cmp_gt_i32_e64 s[2:3], s28, v95
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v165, 0
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v167, v106
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_43
	v_add_u32_e32 v96, s24, v88
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[68:69]
	global_load_dwordx4 v[164:167], v[96:97], off
.LBB0_43:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v107, v106
	v_mov_b32_e32 v108, v106
	v_mov_b32_e32 v109, v106
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_45
	v_mul_lo_u32 v95, s10, v86
	v_add_u32_e32 v96, s27, v95
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[70:71]
	global_load_dwordx4 v[106:109], v[96:97], off
.LBB0_45:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, v172
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_47
	v_add_u32_e32 v96, s27, v91
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[70:71]
	global_load_dwordx4 v[168:171], v[96:97], off
.LBB0_47:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v173, v172
	v_mov_b32_e32 v174, v172
	v_mov_b32_e32 v175, v172
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_49
	v_add_u32_e32 v96, s27, v89
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[70:71]
	global_load_dwordx4 v[172:175], v[96:97], off
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v177, 0
	v_mov_b32_e32 v178, 0
	v_mov_b32_e32 v179, 0
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v96, s27, v87
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[70:71]
	global_load_dwordx4 v[176:179], v[96:97], off
	s_branch .LBB0_34
.LBB0_51:
	s_add_i32 s0, s20, 64
	s_min_i32 s21, s0, s28
	s_cmp_ge_i32 s20, s21
	v_or_b32_e32 v82, s20, v77
	s_cbranch_scc1 .LBB0_70
	v_mov_b32_e32 v67, 0
	s_movk_i32 s0, 0x110
	v_lshl_add_u64 v[68:69], s[12:13], 0, v[66:67]
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[66:67]
	v_mad_u32_u24 v67, v76, s0, v81
	s_movk_i32 s0, 0x90
	v_mul_u32_u24_e32 v83, 0x90, v77
	v_mad_u32_u24 v77, v77, s0, v81
	v_mad_u32_u24 v76, v76, s0, v81
	s_add_i32 s0, s20, s26
	s_add_i32 s0, s0, s19
	v_add3_u32 v73, s0, v74, v73
	v_mul_u32_u24_e32 v80, 0x90, v80
	v_add3_u32 v78, s20, v79, v78
	v_add_u32_e32 v79, 48, v73
	v_add_u32_e32 v81, 32, v73
	v_add_u32_e32 v85, 16, v73
	v_lshl_add_u32 v83, v65, 1, v83
	v_lshl_add_u32 v64, v64, 1, v80
	v_mul_lo_u32 v74, s10, v79
	s_lshl_b32 s8, s10, 6
	v_mul_lo_u32 v79, s6, v79
	s_lshl_b32 s9, s6, 6
	v_mul_lo_u32 v80, s10, v81
	v_mul_lo_u32 v81, s6, v81
	v_mul_lo_u32 v84, s10, v85
	v_mul_lo_u32 v85, s6, v85
	v_mul_lo_u32 v86, s10, v73
	v_mul_lo_u32 v87, s6, v73
	s_mov_b32 s10, 0
	v_add_u32_e32 v66, v66, v75
	s_mov_b32 s12, 0xc2fc0000
	s_mov_b32 s13, 0
	s_mov_b32 s19, 0
	s_branch .LBB0_54
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v66, v[104:107]
	ds_write_b128 v66, v[108:111] offset:4352
	ds_write_b128 v66, v[112:115] offset:8704
	ds_write_b128 v66, v[116:119] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[88:91], v67
	ds_read_b128 v[92:95], v67 offset:64
	ds_read_b128 v[96:99], v67 offset:128
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[88:91], v[88:91], v[120:123], 0
	ds_read_b128 v[100:103], v67 offset:4416
	ds_read_b128 v[176:179], v67 offset:8704
	ds_read_b128 v[180:183], v67 offset:8768
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x32_f16 v[88:91], v[92:95], v[124:127], v[88:91]
	ds_read_b128 v[92:95], v67 offset:4352
	ds_read_b128 v[184:187], v67 offset:8832
	ds_read_b128 v[188:191], v67 offset:8896
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_f16 v[88:91], v[96:99], v[128:131], v[88:91]
	ds_read_b128 v[96:99], v67 offset:192
	s_add_i32 s13, s13, s8
	s_add_i32 s10, s10, s9
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[92:95], v[92:95], v[120:123], 0
	ds_read_b128 v[192:195], v67 offset:13248
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[168:171], v[96:99], v[132:135], v[88:91]
	ds_read_b128 v[96:99], v67 offset:4480
	v_mfma_f32_16x16x32_f16 v[88:91], v[100:103], v[124:127], v[92:95]
	v_add_u32_e32 v101, s19, v78
	s_nop 4
	v_mul_f32_e32 v102, v72, v168
	v_sub_f32_e32 v102, v102, v12
	ds_read_b128 v[92:95], v67 offset:4544
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[88:91], v[96:99], v[128:131], v[88:91]
	v_cmp_gt_f32_e32 vcc, s12, v102
	v_mul_f32_e32 v103, v72, v169
	v_sub_f32_e32 v103, v103, v13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[172:175], v[92:95], v[132:135], v[88:91]
	v_cmp_gt_f32_e64 s[0:1], s12, v103
	v_add_u32_e32 v100, 2, v101
	v_add_u32_e32 v98, 3, v101
	v_mfma_f32_16x16x32_f16 v[88:91], v[176:179], v[120:123], 0
	s_nop 3
	v_mul_f32_e32 v172, v72, v172
	v_sub_f32_e32 v172, v172, v16
	v_mul_f32_e32 v173, v72, v173
	v_mfma_f32_16x16x32_f16 v[176:179], v[180:183], v[124:127], v[88:91]
	ds_read_b128 v[180:183], v67 offset:13056
	v_mul_f32_e32 v174, v72, v174
	v_sub_f32_e32 v173, v173, v17
	v_mfma_f32_16x16x32_f16 v[176:179], v[184:187], v[128:131], v[176:179]
	ds_read_b128 v[184:187], v67 offset:13120
	v_sub_f32_e32 v174, v174, v18
	v_mul_f32_e32 v175, v72, v175
	v_mfma_f32_16x16x32_f16 v[176:179], v[188:191], v[132:135], v[176:179]
	ds_read_b128 v[188:191], v67 offset:13184
	v_sub_f32_e32 v175, v175, v19
	v_add_u32_e32 v99, 16, v101
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[180:183], v[180:183], v[120:123], 0
	v_add_u32_e32 v96, 17, v101
	s_nop 1
	v_mul_f32_e32 v176, v72, v176
	v_sub_f32_e32 v176, v176, v20
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[180:183], v[184:187], v[124:127], v[180:183]
	v_mul_f32_e32 v184, v72, v170
	v_mul_f32_e32 v185, v72, v171
	v_mul_f32_e32 v177, v72, v177
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[180:183], v[188:191], v[128:131], v[180:183]
	v_mul_f32_e32 v178, v72, v178
	v_sub_f32_e32 v177, v177, v21
	v_sub_f32_e32 v178, v178, v22
	v_mfma_f32_16x16x32_f16 v[168:171], v[192:195], v[132:135], v[180:183]
	v_mul_f32_e32 v179, v72, v179
	v_sub_f32_e32 v179, v179, v23
	v_add_u32_e32 v97, 18, v101
	s_nop 0
	v_cndmask_b32_e64 v182, 1.0, 0.5, vcc
	v_mul_f32_e32 v102, v102, v182
	v_exp_f32_e32 v102, v102
	v_cndmask_b32_e64 v182, 1.0, 0.5, s[0:1]
	v_sub_f32_e32 v180, v184, v14
	v_mul_f32_e32 v103, v103, v182
	v_mul_f32_e32 v182, v102, v102
	v_cndmask_b32_e32 v102, v102, v182, vcc
	v_cmp_gt_f32_e32 vcc, s12, v180
	v_exp_f32_e32 v103, v103
	v_sub_f32_e32 v181, v185, v15
	v_cndmask_b32_e64 v183, 1.0, 0.5, vcc
	v_mul_f32_e32 v180, v180, v183
	v_exp_f32_e32 v180, v180
	v_mul_f32_e32 v182, v103, v103
	v_cmp_gt_f32_e64 s[2:3], s12, v181
	v_cndmask_b32_e64 v103, v103, v182, s[0:1]
	v_mul_f32_e32 v182, v180, v180
	v_cndmask_b32_e64 v183, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e32 v180, v180, v182, vcc
	v_cmp_gt_f32_e32 vcc, s12, v172
	v_mul_f32_e32 v181, v181, v183
	v_exp_f32_e32 v181, v181
	v_cndmask_b32_e64 v183, 1.0, 0.5, vcc
	v_mul_f32_e32 v172, v172, v183
	v_exp_f32_e32 v172, v172
	v_mul_f32_e32 v182, v181, v181
	v_cmp_gt_f32_e64 s[0:1], s12, v173
	v_cndmask_b32_e64 v181, v181, v182, s[2:3]
	v_mul_f32_e32 v182, v172, v172
	v_cndmask_b32_e64 v183, 1.0, 0.5, s[0:1]
	v_cndmask_b32_e32 v172, v172, v182, vcc
	v_cmp_gt_f32_e32 vcc, s12, v174
	v_mul_f32_e32 v173, v173, v183
	v_exp_f32_e32 v173, v173
	v_cndmask_b32_e64 v183, 1.0, 0.5, vcc
	v_mul_f32_e32 v174, v174, v183
	v_exp_f32_e32 v174, v174
	v_mul_f32_e32 v182, v173, v173
	v_cmp_gt_f32_e64 s[2:3], s12, v175
	v_cndmask_b32_e64 v173, v173, v182, s[0:1]
	v_mul_f32_e32 v182, v174, v174
	v_cndmask_b32_e64 v183, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e32 v174, v174, v182, vcc
	v_cmp_gt_f32_e32 vcc, s12, v176
	v_mul_f32_e32 v175, v175, v183
	v_exp_f32_e32 v175, v175
	v_cndmask_b32_e64 v183, 1.0, 0.5, vcc
	v_mul_f32_e32 v176, v176, v183
	v_exp_f32_e32 v176, v176
	v_mul_f32_e32 v182, v175, v175
	v_cmp_gt_f32_e64 s[0:1], s12, v177
	v_cndmask_b32_e64 v175, v175, v182, s[2:3]
	v_mul_f32_e32 v182, v176, v176
	v_cndmask_b32_e64 v183, 1.0, 0.5, s[0:1]
	v_cndmask_b32_e32 v176, v176, v182, vcc
	v_cmp_gt_f32_e32 vcc, s12, v178
	v_mul_f32_e32 v177, v177, v183
	v_exp_f32_e32 v177, v177
	v_cndmask_b32_e64 v183, 1.0, 0.5, vcc
	v_mul_f32_e32 v178, v178, v183
	v_exp_f32_e32 v178, v178
	v_mul_f32_e32 v168, v72, v168
	v_mul_f32_e32 v182, v177, v177
	v_mul_f32_e32 v169, v72, v169
	v_sub_f32_e32 v168, v168, v24
	v_cmp_gt_f32_e64 s[2:3], s12, v179
	v_cndmask_b32_e64 v177, v177, v182, s[0:1]
	v_mul_f32_e32 v182, v178, v178
	v_sub_f32_e32 v169, v169, v25
	v_cndmask_b32_e64 v183, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e32 v178, v178, v182, vcc
	v_cmp_gt_f32_e32 vcc, s12, v168
	v_mul_f32_e32 v179, v179, v183
	v_cmp_gt_f32_e64 s[0:1], s12, v169
	v_cndmask_b32_e64 v183, 1.0, 0.5, vcc
	v_exp_f32_e32 v179, v179
	v_mul_f32_e32 v168, v168, v183
	v_cndmask_b32_e64 v183, 1.0, 0.5, s[0:1]
	v_exp_f32_e32 v168, v168
	v_mul_f32_e32 v169, v169, v183
	v_exp_f32_e32 v169, v169
	v_mul_f32_e32 v170, v72, v170
	v_mul_f32_e32 v182, v179, v179
	v_mul_f32_e32 v171, v72, v171
	v_sub_f32_e32 v170, v170, v26
	v_cndmask_b32_e64 v179, v179, v182, s[2:3]
	v_mul_f32_e32 v182, v168, v168
	v_sub_f32_e32 v171, v171, v27
	v_cndmask_b32_e32 v168, v168, v182, vcc
	v_mul_f32_e32 v182, v169, v169
	v_cmp_gt_f32_e32 vcc, s12, v170
	v_cndmask_b32_e64 v169, v169, v182, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], s12, v171
	v_cndmask_b32_e64 v182, 1.0, 0.5, vcc
	v_mul_f32_e32 v170, v170, v182
	v_cndmask_b32_e64 v182, 1.0, 0.5, s[0:1]
	v_exp_f32_e32 v170, v170
	v_add_u32_e32 v95, 19, v101
	v_add_u32_e32 v94, 32, v101
	v_add_u32_e32 v90, 33, v101
	v_add_u32_e32 v92, 34, v101
	v_add_u32_e32 v88, 35, v101
	v_add_u32_e32 v89, 48, v101
	v_add_u32_e32 v75, 49, v101
	v_add_u32_e32 v93, 50, v101
	v_add_u32_e32 v91, 51, v101
	s_add_i32 s19, s19, 64
	s_barrier
	ds_write_b128 v66, v[152:155]
	ds_write_b128 v66, v[156:159] offset:4352
	ds_write_b128 v66, v[160:163] offset:8704
	ds_write_b128 v66, v[164:167] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[154:157], v67
	ds_read_b128 v[162:165], v67 offset:64
	v_mul_f32_e32 v152, v171, v182
	v_exp_f32_e32 v152, v152
	v_mul_f32_e32 v153, v170, v170
	v_cndmask_b32_e32 v160, v170, v153, vcc
	ds_read_b128 v[182:185], v67 offset:128
	v_mul_f32_e32 v153, v152, v152
	v_cndmask_b32_e64 v161, v152, v153, s[0:1]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[154:157], v[136:139], 0
	ds_read_b128 v[156:159], v67 offset:192
	ds_read_b128 v[186:189], v67 offset:4352
	v_cmp_gt_i32_e32 vcc, v82, v101
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[152:155], v[162:165], v[140:143], v[152:155]
	v_cmp_ge_i32_e64 s[0:1], v82, v101
	v_cndmask_b32_e32 v163, 0, v103, vcc
	v_cmp_ge_i32_e32 vcc, v82, v100
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[182:185], v[144:147], v[152:155]
	ds_read_b128 v[182:185], v67 offset:4416
	v_cndmask_b32_e64 v162, 0, v102, s[0:1]
	v_cndmask_b32_e32 v164, 0, v180, vcc
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[100:103], v[156:159], v[148:151], v[152:155]
	ds_read_b128 v[156:159], v67 offset:4480
	v_cmp_ge_i32_e32 vcc, v82, v98
	s_add_i32 s0, s20, s19
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[186:189], v[136:139], 0
	ds_read_b128 v[186:189], v67 offset:4544
	v_cndmask_b32_e32 v165, 0, v181, vcc
	v_cmp_ge_i32_e32 vcc, v82, v99
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[182:185], v[140:143], v[152:155]
	ds_read_b128 v[180:183], v67 offset:8704
	v_cndmask_b32_e32 v166, 0, v172, vcc
	v_cmp_ge_i32_e32 vcc, v82, v96
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[156:159], v[144:147], v[152:155]
	ds_read_b128 v[156:159], v67 offset:8768
	v_cndmask_b32_e32 v167, 0, v173, vcc
	v_cmp_ge_i32_e32 vcc, v82, v97
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[96:99], v[186:189], v[148:151], v[152:155]
	ds_read_b128 v[184:187], v67 offset:8832
	v_cndmask_b32_e32 v170, 0, v174, vcc
	v_cmp_ge_i32_e32 vcc, v82, v95
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[180:183], v[136:139], 0
	ds_read_b128 v[180:183], v67 offset:8896
	v_cndmask_b32_e32 v171, 0, v175, vcc
	v_cmp_ge_i32_e32 vcc, v82, v94
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[156:159], v[140:143], v[152:155]
	ds_read_b128 v[156:159], v67 offset:13056
	v_cndmask_b32_e32 v172, 0, v176, vcc
	v_cmp_ge_i32_e32 vcc, v82, v90
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[184:187], v[144:147], v[152:155]
	ds_read_b128 v[184:187], v67 offset:13120
	v_cndmask_b32_e32 v173, 0, v177, vcc
	v_cmp_ge_i32_e32 vcc, v82, v92
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[152:155], v[180:183], v[148:151], v[152:155]
	ds_read_b128 v[180:183], v67 offset:13248
	v_cndmask_b32_e32 v174, 0, v178, vcc
	v_cmp_ge_i32_e32 vcc, v82, v88
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[156:159], v[156:159], v[136:139], 0
	v_sub_f32_e32 v96, v96, v52
	v_cndmask_b32_e32 v175, 0, v179, vcc
	ds_read_b128 v[176:179], v67 offset:13184
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[156:159], v[184:187], v[140:143], v[156:159]
	v_cmp_ge_i32_e32 vcc, v82, v89
	v_sub_f32_e32 v97, v97, v53
	v_sub_f32_e32 v98, v98, v54
	v_cndmask_b32_e32 v168, 0, v168, vcc
	v_cmp_ge_i32_e32 vcc, v82, v75
	v_sub_f32_e32 v75, v100, v48
	v_mul_f32_e32 v100, v170, v98
	v_cndmask_b32_e32 v169, 0, v169, vcc
	v_cmp_ge_i32_e32 vcc, v82, v93
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[92:95], v[176:179], v[144:147], v[156:159]
	s_cmp_lt_i32 s0, s21
	s_barrier
	ds_write_b128 v66, v[104:107]
	ds_write_b128 v66, v[108:111] offset:4352
	ds_write_b128 v66, v[112:115] offset:8704
	ds_write_b128 v66, v[116:119] offset:13056
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[116:119], v66
	ds_read_b128 v[112:115], v66 offset:4352
	ds_read_b128 v[108:111], v66 offset:8704
	ds_read_b128 v[104:107], v66 offset:13056
	v_cndmask_b32_e32 v156, 0, v160, vcc
	v_cmp_ge_i32_e32 vcc, v82, v91
	v_mfma_f32_16x16x32_f16 v[88:91], v[180:183], v[148:151], v[92:95]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v157, 0, v161, vcc
	s_nop 0
	v_sub_f32_e32 v92, v101, v49
	v_sub_f32_e32 v93, v102, v50
	v_sub_f32_e32 v94, v103, v51
	v_sub_f32_e32 v102, v99, v55
	v_sub_f32_e32 v103, v152, v56
	v_sub_f32_e32 v152, v153, v57
	v_sub_f32_e32 v153, v154, v58
	v_sub_f32_e32 v154, v155, v59
	v_sub_f32_e32 v88, v88, v60
	v_sub_f32_e32 v155, v89, v61
	v_sub_f32_e32 v158, v90, v62
	v_sub_f32_e32 v159, v91, v63
	v_mul_f32_e32 v91, v162, v75
	v_mul_f32_e32 v95, v163, v92
	v_mul_f32_e32 v99, v164, v93
	v_mul_f32_e32 v101, v165, v94
	v_mul_f32_e32 v92, v166, v96
	v_mul_f32_e32 v96, v167, v97
	v_mul_f32_e32 v102, v171, v102
	v_mul_f32_e32 v75, v172, v103
	v_mul_f32_e32 v89, v173, v152
	v_mul_f32_e32 v93, v174, v153
	v_mul_f32_e32 v97, v175, v154
	v_mul_f32_e32 v88, v168, v88
	v_mul_f32_e32 v90, v169, v155
	v_mul_f32_e32 v94, v156, v158
	v_mul_f32_e32 v98, v157, v159
	v_cvt_pk_f16_f32 v153, v99, v101
	v_cvt_pk_f16_f32 v152, v91, v95
	v_cvt_pk_f16_f32 v101, v100, v102
	v_cvt_pk_f16_f32 v100, v92, v96
	v_cvt_pk_f16_f32 v93, v93, v97
	v_cvt_pk_f16_f32 v92, v75, v89
	v_cvt_pk_f16_f32 v89, v94, v98
	v_cvt_pk_f16_f32 v88, v88, v90
	s_barrier
	ds_write2_b64 v83, v[152:153], v[100:101] offset1:4
	ds_write2_b64 v83, v[92:93], v[88:89] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[88:91], v77
	ds_read_b128 v[92:95], v77 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v64, v116
	ds_write_b16_d16_hi v64, v116 offset:144
	ds_write_b16 v64, v117 offset:288
	ds_write_b16_d16_hi v64, v117 offset:432
	ds_write_b16 v64, v118 offset:576
	ds_write_b16_d16_hi v64, v118 offset:720
	ds_write_b16 v64, v119 offset:864
	ds_write_b16_d16_hi v64, v119 offset:1008
	ds_write_b16 v64, v112 offset:32
	ds_write_b16_d16_hi v64, v112 offset:176
	ds_write_b16 v64, v113 offset:320
	ds_write_b16_d16_hi v64, v113 offset:464
	ds_write_b16 v64, v114 offset:608
	ds_write_b16_d16_hi v64, v114 offset:752
	ds_write_b16 v64, v115 offset:896
	ds_write_b16_d16_hi v64, v115 offset:1040
	ds_write_b16 v64, v108 offset:64
	ds_write_b16_d16_hi v64, v108 offset:208
	ds_write_b16 v64, v109 offset:352
	ds_write_b16_d16_hi v64, v109 offset:496
	ds_write_b16 v64, v110 offset:640
	ds_write_b16_d16_hi v64, v110 offset:784
	ds_write_b16 v64, v111 offset:928
	ds_write_b16_d16_hi v64, v111 offset:1072
	ds_write_b16 v64, v104 offset:96
	ds_write_b16_d16_hi v64, v104 offset:240
	ds_write_b16 v64, v105 offset:384
	ds_write_b16_d16_hi v64, v105 offset:528
	ds_write_b16 v64, v106 offset:672
	ds_write_b16_d16_hi v64, v106 offset:816
	ds_write_b16 v64, v107 offset:960
	ds_write_b16_d16_hi v64, v107 offset:1104
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[96:99], v76
	ds_read_b128 v[100:103], v76 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[0:3], v[96:99], v[88:91], v[0:3]
	ds_read_b128 v[96:99], v76 offset:2304
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[0:3], v[100:103], v[92:95], v[0:3]
	ds_read_b128 v[100:103], v76 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[4:7], v[96:99], v[88:91], v[4:7]
	ds_read_b128 v[96:99], v76 offset:4608
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[4:7], v[100:103], v[92:95], v[4:7]
	ds_read_b128 v[100:103], v76 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[8:11], v[96:99], v[88:91], v[8:11]
	ds_read_b128 v[96:99], v76 offset:6912
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[8:11], v[100:103], v[92:95], v[8:11]
	ds_read_b128 v[100:103], v76 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[28:31], v[96:99], v[88:91], v[28:31]
	ds_read_b128 v[96:99], v76 offset:9216
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[28:31], v[100:103], v[92:95], v[28:31]
	ds_read_b128 v[100:103], v76 offset:9280
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[32:35], v[96:99], v[88:91], v[32:35]
	ds_read_b128 v[96:99], v76 offset:11520
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[32:35], v[100:103], v[92:95], v[32:35]
	ds_read_b128 v[100:103], v76 offset:11584
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[36:39], v[96:99], v[88:91], v[36:39]
	ds_read_b128 v[96:99], v76 offset:13824
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[36:39], v[100:103], v[92:95], v[36:39]
	ds_read_b128 v[100:103], v76 offset:13888
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[40:43], v[96:99], v[88:91], v[40:43]
	ds_read_b128 v[96:99], v76 offset:16128
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[40:43], v[100:103], v[92:95], v[40:43]
	ds_read_b128 v[100:103], v76 offset:16192
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[44:47], v[96:99], v[88:91], v[44:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[44:47], v[100:103], v[92:95], v[44:47]
	s_cbranch_scc0 .LBB0_70
.LBB0_54:
	v_add_u32_e32 v75, s19, v73
	v_mov_b32_e32 v108, 0
	v_cmp_gt_i32_e32 vcc, s28, v75
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, v108
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_56
	v_add_u32_e32 v88, s10, v87
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[68:69]
	global_load_dwordx4 v[104:107], v[88:89], off
.LBB0_56:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v88, 16, v75
	v_cmp_gt_i32_e64 s[2:3], s28, v88
	v_mov_b32_e32 v109, v108
	v_mov_b32_e32 v110, v108
	v_mov_b32_e32 v111, v108
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_58
	v_add_u32_e32 v88, s10, v85
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[68:69]
	global_load_dwordx4 v[108:111], v[88:89], off
.LBB0_58:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v88, 32, v75
	v_mov_b32_e32 v116, 0
	v_cmp_gt_i32_e64 s[0:1], s28, v88
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, v116
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_60
	v_add_u32_e32 v88, s10, v81
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[68:69]
	global_load_dwordx4 v[112:115], v[88:89], off
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v75, 48, v75
	v_cmp_gt_i32_e64 s[4:5], s28, v75
	v_mov_b32_e32 v117, v116
	v_mov_b32_e32 v118, v116
	v_mov_b32_e32 v119, v116
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_62
	v_add_u32_e32 v88, s10, v79
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[68:69]
	global_load_dwordx4 v[116:119], v[88:89], off
.LBB0_62:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, 0
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, v156
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_64
	v_add_u32_e32 v88, s13, v86
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[70:71]
	global_load_dwordx4 v[152:155], v[88:89], off
.LBB0_64:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v157, v156
	v_mov_b32_e32 v158, v156
	v_mov_b32_e32 v159, v156
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_66
	v_add_u32_e32 v88, s13, v84
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[70:71]
	global_load_dwordx4 v[156:159], v[88:89], off
.LBB0_66:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, v164
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_68
	v_add_u32_e32 v88, s13, v80
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[70:71]
	global_load_dwordx4 v[160:163], v[88:89], off
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v165, v164
	v_mov_b32_e32 v166, v164
	v_mov_b32_e32 v167, v164
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_53
	v_add_u32_e32 v88, s13, v74
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[70:71]
	global_load_dwordx4 v[164:167], v[88:89], off
	s_branch .LBB0_53
.LBB0_70:
	v_cmp_gt_i32_e32 vcc, s28, v82
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_72
	s_add_u32 s0, s14, s16
	v_mul_lo_u32 v12, s18, v82
	s_addc_u32 s1, s15, s17
	v_ashrrev_i32_e32 v13, 31, v12
	v_mul_f32_e32 v24, s11, v37
	v_mul_f32_e32 v25, s11, v36
	v_mul_f32_e32 v26, s11, v35
	v_mul_f32_e32 v27, s11, v34
	v_mul_f32_e32 v34, s11, v11
	v_mul_f32_e32 v35, s11, v10
	v_mul_f32_e32 v36, s11, v9
	v_mul_f32_e32 v37, s11, v8
	v_lshl_add_u64 v[8:9], v[12:13], 1, s[0:1]
	v_lshlrev_b32_e32 v10, 1, v65
	v_mov_b32_e32 v11, 0
	v_mul_f32_e32 v0, s11, v0
	v_mul_f32_e32 v1, s11, v1
	v_mul_f32_e32 v2, s11, v2
	v_mul_f32_e32 v3, s11, v3
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_mul_f32_e32 v2, s11, v7
	v_mul_f32_e32 v3, s11, v6
	v_mul_f32_e32 v5, s11, v5
	v_mul_f32_e32 v4, s11, v4
	global_store_dwordx2 v[8:9], v[0:1], off
	v_cvt_pk_f16_f32 v0, v4, v5
	v_cvt_pk_f16_f32 v1, v3, v2
	v_mul_f32_e32 v31, s11, v31
	v_mul_f32_e32 v30, s11, v30
	v_mul_f32_e32 v29, s11, v29
	v_mul_f32_e32 v28, s11, v28
	global_store_dwordx2 v[8:9], v[0:1], off offset:32
	v_cvt_pk_f16_f32 v0, v37, v36
	v_cvt_pk_f16_f32 v1, v35, v34
	v_mul_f32_e32 v33, s11, v33
	v_mul_f32_e32 v32, s11, v32
	global_store_dwordx2 v[8:9], v[0:1], off offset:64
	v_cvt_pk_f16_f32 v0, v28, v29
	v_cvt_pk_f16_f32 v1, v30, v31
	v_mul_f32_e32 v22, s11, v39
	v_mul_f32_e32 v23, s11, v38
	global_store_dwordx2 v[8:9], v[0:1], off offset:96
	v_cvt_pk_f16_f32 v0, v32, v33
	v_cvt_pk_f16_f32 v1, v27, v26
	v_mul_f32_e32 v18, s11, v43
	v_mul_f32_e32 v19, s11, v42
	v_mul_f32_e32 v20, s11, v41
	v_mul_f32_e32 v21, s11, v40
	global_store_dwordx2 v[8:9], v[0:1], off offset:128
	v_cvt_pk_f16_f32 v0, v25, v24
	v_cvt_pk_f16_f32 v1, v23, v22
	v_mul_f32_e32 v14, s11, v47
	v_mul_f32_e32 v15, s11, v46
	v_mul_f32_e32 v16, s11, v45
	v_mul_f32_e32 v17, s11, v44
	global_store_dwordx2 v[8:9], v[0:1], off offset:160
	v_cvt_pk_f16_f32 v0, v21, v20
	v_cvt_pk_f16_f32 v1, v19, v18
	global_store_dwordx2 v[8:9], v[0:1], off offset:192
	v_cvt_pk_f16_f32 v0, v17, v16
	v_cvt_pk_f16_f32 v1, v15, v14
	global_store_dwordx2 v[8:9], v[0:1], off offset:224
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
		.amdhsa_next_free_vgpr 228
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 228
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

	.set _attn_bwd_dq.num_vgpr, 228
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 40
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
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     228
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
