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
	v_bfe_u32 v6, v0, 5, 1
	v_bfe_u32 v65, v0, 3, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s0
	v_cvt_f32_u32_e32 v1, s2
	s_xor_b32 s8, s7, s0
	s_ashr_i32 s12, s8, 31
	s_sub_i32 s8, 0, s2
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v7, v0, 6, 1
	v_lshrrev_b32_e32 v8, 7, v0
	v_lshlrev_b32_e32 v67, 2, v6
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v68, 3, v7
	v_lshlrev_b32_e32 v69, 4, v8
	v_mov_b32_e32 v14, 0
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s8, s8, s9
	s_mul_hi_u32 s8, s9, s8
	s_add_i32 s9, s9, s8
	s_mul_hi_u32 s8, s3, s9
	s_mul_i32 s9, s8, s2
	s_sub_i32 s3, s3, s9
	s_add_i32 s10, s8, 1
	s_sub_i32 s9, s3, s2
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s8, s10, s8
	s_cselect_b32 s3, s9, s3
	s_add_i32 s9, s8, 1
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s3, s9, s8
	s_abs_i32 s13, s1
	v_cvt_f32_u32_e32 v1, s13
	s_xor_b32 s3, s3, s12
	s_sub_i32 s16, s3, s12
	s_xor_b32 s1, s0, s1
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s0, s16, s0
	s_sub_i32 s14, 0, s13
	s_sub_i32 s18, s7, s0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s1, s1, 31
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx4 s[28:31], s[4:5], 0x40
	v_mov_b32_e32 v10, 0
	v_readfirstlane_b32 s0, v1
	s_mul_i32 s14, s14, s0
	s_mul_hi_u32 s3, s0, s14
	s_add_i32 s0, s0, s3
	s_mul_hi_u32 s0, s2, s0
	s_mul_i32 s3, s0, s13
	s_sub_i32 s2, s2, s3
	s_add_i32 s12, s0, 1
	s_sub_i32 s3, s2, s13
	s_cmp_ge_u32 s2, s13
	s_cselect_b32 s0, s12, s0
	s_cselect_b32 s2, s3, s2
	s_add_i32 s3, s0, 1
	s_cmp_ge_u32 s2, s13
	s_cselect_b32 s0, s3, s0
	s_xor_b32 s0, s0, s1
	s_sub_i32 s19, s0, s1
	s_abs_i32 s17, s19
	v_cvt_f32_u32_e32 v1, s17
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s16, s28
	s_mul_i32 s3, s18, s29
	s_mul_hi_i32 s1, s16, s28
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_hi_i32 s2, s18, s29
	s_add_u32 s0, s3, s0
	s_addc_u32 s1, s2, s1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b64 s[28:29], s[0:1], 1
	s_add_u32 s12, s8, s28
	s_addc_u32 s13, s9, s29
	v_readfirstlane_b32 s34, v1
	v_bfe_u32 v1, v0, 4, 1
	v_lshlrev_b32_e32 v66, 1, v1
	v_or3_b32 v2, v66, v65, v67
	s_lshl_b32 s31, s6, 6
	v_or3_b32 v70, v2, v68, v69
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v64, 56, v2
	v_or_b32_e32 v2, s31, v70
	v_cmp_gt_i32_e32 vcc, s33, v2
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_lshlrev_b32_e32 v35, 1, v64
	v_mov_b32_e32 v13, v14
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v4, s30, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e64 v4, s[0:1], s12, v4
	v_addc_co_u32_e64 v3, s[0:1], v3, v5, s[0:1]
	v_add_co_u32_e64 v4, s[0:1], v4, v35
	v_addc_co_u32_e64 v5, s[0:1], 0, v3, s[0:1]
	global_load_dwordx4 v[10:13], v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_add3_u32 v4, s31, v70, 32
	v_cmp_gt_i32_e64 s[0:1], s33, v4
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v14, s30, v4
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e64 v5, s[2:3], s12, v14
	v_addc_co_u32_e64 v3, s[2:3], v3, v15, s[2:3]
	v_add_co_u32_e64 v14, s[2:3], v5, v35
	v_addc_co_u32_e64 v15, s[2:3], 0, v3, s[2:3]
	global_load_dwordx4 v[14:17], v[14:15], off
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[12:15], s[4:5], 0x70
	s_load_dwordx8 s[20:27], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s15, 0, s17
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v24, 0
	s_mul_hi_i32 s3, s16, s12
	s_mul_i32 s2, s16, s12
	s_lshl_b64 s[2:3], s[2:3], 1
	s_mul_hi_i32 s9, s18, s13
	s_add_u32 s6, s20, s2
	s_mul_i32 s8, s18, s13
	s_addc_u32 s12, s21, s3
	s_lshl_b64 s[2:3], s[8:9], 1
	s_add_u32 s6, s6, s2
	s_addc_u32 s12, s12, s3
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, v28
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v18, s14, v2
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_mov_b32_e32 v3, s12
	v_add_co_u32_e64 v5, s[2:3], s6, v18
	v_addc_co_u32_e64 v3, s[2:3], v3, v19, s[2:3]
	v_add_co_u32_e64 v18, s[2:3], v5, v35
	v_addc_co_u32_e64 v19, s[2:3], 0, v3, s[2:3]
	global_load_dwordx4 v[24:27], v[18:19], off
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	s_mul_i32 s15, s15, s34
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v30, v28
	v_mov_b32_e32 v31, v28
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v18, s14, v4
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_mov_b32_e32 v3, s12
	v_add_co_u32_e64 v5, s[2:3], s6, v18
	v_addc_co_u32_e64 v3, s[2:3], v3, v19, s[2:3]
	v_add_co_u32_e64 v18, s[2:3], v5, v35
	v_addc_co_u32_e64 v19, s[2:3], 0, v3, s[2:3]
	global_load_dwordx4 v[28:31], v[18:19], off
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	s_mul_hi_i32 s3, s33, s7
	s_mul_i32 s2, s33, s7
	s_lshl_b64 s[8:9], s[2:3], 2
	s_mul_hi_u32 s12, s34, s15
	s_add_u32 s15, s22, s8
	v_mov_b32_e32 v18, 0
	s_addc_u32 s20, s23, s9
	v_mov_b32_e32 v36, v18
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_10
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[20:21], 2, v[2:3]
	v_mov_b32_e32 v3, s20
	v_add_co_u32_e64 v20, s[2:3], s15, v20
	v_addc_co_u32_e64 v21, s[2:3], v3, v21, s[2:3]
	global_load_dword v36, v[20:21], off
.LBB0_10:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_abs_i32 s14, s18
	s_add_i32 s34, s34, s12
	v_ashrrev_i32_e32 v5, 31, v4
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB0_12
	v_lshlrev_b64 v[18:19], 2, v[4:5]
	v_mov_b32_e32 v3, s20
	v_add_co_u32_e64 v18, s[2:3], s15, v18
	v_addc_co_u32_e64 v19, s[2:3], v3, v19, s[2:3]
	global_load_dword v18, v[18:19], off
.LBB0_12:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s13, s24, s8
	v_mov_b32_e32 v40, 0
	s_mul_hi_u32 s12, s14, s34
	s_addc_u32 s15, s25, s9
	v_mov_b32_e32 v44, v40
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v9, s15
	v_add_co_u32_e32 v2, vcc, s13, v2
	v_addc_co_u32_e32 v3, vcc, v9, v3, vcc
	global_load_dword v44, v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[2:3]
	s_ashr_i32 s8, s18, 31
	s_ashr_i32 s9, s19, 31
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_16
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v2, vcc, s13, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v40, v[2:3], off
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v71, 15, v0
	v_lshlrev_b32_e32 v0, 4, v7
	v_lshlrev_b32_e32 v2, 5, v8
	v_or_b32_e32 v0, v0, v2
	v_or_b32_e32 v79, v0, v71
	v_lshlrev_b32_e32 v82, 2, v1
	v_lshlrev_b32_e32 v83, 3, v6
	v_or_b32_e32 v72, v82, v83
	s_movk_i32 s0, 0x90
	v_mul_u32_u24_e32 v0, 0x90, v79
	v_mad_u32_u24 v73, v70, s0, v35
	v_lshl_add_u32 v32, v72, 1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v73, v[10:13]
	ds_write_b128 v73, v[14:17] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[0:3], v32 offset1:4
	ds_read2_b64 v[4:7], v32 offset0:8 offset1:12
	v_mul_u32_u24_e32 v8, 0x110, v70
	v_lshl_add_u32 v48, v64, 2, v8
	v_mul_u32_u24_e32 v8, 0x110, v79
	v_mov_b32_e32 v37, v36
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v36
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v21, v18
	v_lshl_add_u32 v52, v72, 2, v8
	s_mul_i32 s0, s12, s17
	s_sub_i32 s0, s14, s0
	s_load_dword s24, s[4:5], 0x18
	s_load_dwordx8 s[36:43], s[4:5], 0x50
	s_xor_b32 s4, s8, s9
	s_add_i32 s1, s12, 1
	s_sub_i32 s2, s0, s17
	s_cmp_ge_u32 s0, s17
	s_cselect_b32 s5, s1, s12
	s_cselect_b32 s8, s2, s0
	s_add_i32 s9, s5, 1
	s_cmp_ge_u32 s8, s17
	s_cselect_b32 s5, s9, s5
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s1, s16, s36
	s_mul_i32 s0, s16, s36
	s_xor_b32 s5, s5, s4
	s_lshl_b64 s[0:1], s[0:1], 1
	s_sub_i32 s8, s5, s4
	s_add_u32 s10, s10, s0
	s_mul_hi_i32 s5, s8, s37
	s_mul_i32 s4, s8, s37
	s_addc_u32 s11, s11, s1
	s_lshl_b64 s[0:1], s[4:5], 1
	s_mul_hi_i32 s3, s16, s40
	s_mul_i32 s2, s16, s40
	s_add_u32 s4, s10, s0
	s_addc_u32 s5, s11, s1
	s_lshl_b64 s[0:1], s[2:3], 1
	s_mul_hi_i32 s9, s8, s41
	s_mul_i32 s8, s8, s41
	s_add_u32 s2, s6, s0
	v_mov_b32_e32 v49, 0x3fb8aa3b
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[0:1], s[8:9], 1
	v_mul_f32_e32 v74, s24, v49
	v_mov_b32_e32 v49, s5
	v_add_co_u32_e32 v75, vcc, s4, v35
	s_add_u32 s0, s2, s0
	v_addc_co_u32_e32 v76, vcc, 0, v49, vcc
	s_addc_u32 s1, s3, s1
	v_mov_b32_e32 v45, v44
	v_mov_b32_e32 v46, v44
	v_mov_b32_e32 v47, v44
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v43, v40
	v_mov_b32_e32 v49, s1
	v_add_co_u32_e32 v77, vcc, s0, v35
	v_addc_co_u32_e32 v78, vcc, 0, v49, vcc
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	s_cmp_lt_i32 s31, 1
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	s_barrier
	ds_write_b128 v48, v[36:39]
	ds_write_b128 v48, v[36:39] offset:16
	ds_write_b128 v48, v[18:21] offset:8704
	ds_write_b128 v48, v[18:21] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[8:11], v52
	ds_read_b128 v[12:15], v52 offset:64
	ds_read_b128 v[16:19], v52 offset:128
	ds_read_b128 v[20:23], v52 offset:192
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v73, v[24:27]
	ds_write_b128 v73, v[28:31] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[24:27], v32 offset1:4
	ds_read2_b64 v[28:31], v32 offset0:8 offset1:12
	v_mov_b32_e32 v32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v48, v[44:47]
	ds_write_b128 v48, v[44:47] offset:16
	ds_write_b128 v48, v[40:43] offset:8704
	ds_write_b128 v48, v[40:43] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[40:43], v52
	ds_read_b128 v[44:47], v52 offset:64
	ds_read_b128 v[48:51], v52 offset:128
	ds_read_b128 v[52:55], v52 offset:192
	s_cbranch_scc1 .LBB0_27
	v_mul_u32_u24_e32 v32, 0x90, v71
	v_lshl_add_u32 v80, v72, 1, v32
	v_mul_u32_u24_e32 v32, 0x90, v64
	v_lshl_add_u32 v81, v70, 1, v32
	v_add_u32_e32 v32, v69, v68
	v_add3_u32 v32, v32, v67, v66
	v_add3_u32 v32, v32, v65, 32
	v_mov_b32_e32 v88, 0
	v_mul_lo_u32 v84, s42, v32
	s_lshl_b32 s25, s42, 6
	v_mul_lo_u32 v85, s38, v32
	s_lshl_b32 s34, s38, 6
	v_mul_lo_u32 v86, s42, v70
	v_mul_lo_u32 v87, s38, v70
	s_mov_b32 s35, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	s_mov_b32 s36, 0xc2fc0000
	v_add_u32_e32 v89, 0x800, v80
	v_add_u32_e32 v90, 0x1000, v80
	v_add_u32_e32 v91, 0x1800, v80
	s_mov_b32 s37, 0
	v_mov_b32_e32 v63, v88
	s_mov_b32 s39, 0
	s_branch .LBB0_19
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v73, v[94:97]
	ds_write_b128 v73, v[98:101] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[110:113], v80 offset1:4
	ds_read2_b64 v[118:121], v89 offset0:32 offset1:36
	ds_read2_b64 v[126:129], v90 offset0:64 offset1:68
	ds_read2_b64 v[134:137], v91 offset0:96 offset1:100
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[114:117], v[110:111], v[0:1], 0
	s_add_i32 s39, s39, 64
	s_add_i32 s37, s37, s25
	s_add_i32 s35, s35, s34
	s_cmp_lt_i32 s39, s31
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[122:125], v[118:119], v[0:1], 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[130:133], v[126:127], v[0:1], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[138:141], v[134:135], v[0:1], 0
	v_mfma_f32_16x16x16f16 v[110:113], v[112:113], v[2:3], v[114:117]
	s_nop 6
	ds_read2_b64 v[114:117], v80 offset0:8 offset1:12
	v_mfma_f32_16x16x16f16 v[118:121], v[120:121], v[2:3], v[122:125]
	s_nop 6
	ds_read2_b64 v[122:125], v89 offset0:40 offset1:44
	v_mfma_f32_16x16x16f16 v[126:129], v[128:129], v[2:3], v[130:133]
	s_nop 6
	ds_read2_b64 v[130:133], v90 offset0:72 offset1:76
	v_mfma_f32_16x16x16f16 v[134:137], v[136:137], v[2:3], v[138:141]
	s_nop 6
	ds_read2_b64 v[138:141], v91 offset0:104 offset1:108
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[110:113], v[114:115], v[4:5], v[110:113]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[118:121], v[122:123], v[4:5], v[118:121]
	s_barrier
	ds_write_b128 v73, v[102:105]
	ds_write_b128 v73, v[106:109] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[102:105], v80 offset1:4
	v_mfma_f32_16x16x16f16 v[126:129], v[130:131], v[4:5], v[126:129]
	ds_read2_b64 v[142:145], v91 offset0:96 offset1:100
	ds_read2_b64 v[146:149], v80 offset0:8 offset1:12
	ds_read2_b64 v[150:153], v89 offset0:40 offset1:44
	ds_read2_b64 v[154:157], v90 offset0:72 offset1:76
	ds_read2_b64 v[162:165], v91 offset0:104 offset1:108
	v_mfma_f32_16x16x16f16 v[134:137], v[138:139], v[4:5], v[134:137]
	v_mfma_f32_16x16x16f16 v[110:113], v[116:117], v[6:7], v[110:113]
	v_mfma_f32_16x16x16f16 v[114:117], v[124:125], v[6:7], v[118:121]
	v_mfma_f32_16x16x16f16 v[118:121], v[132:133], v[6:7], v[126:129]
	v_mfma_f32_16x16x16f16 v[122:125], v[140:141], v[6:7], v[134:137]
	s_nop 5
	ds_read2_b64 v[126:129], v89 offset0:32 offset1:36
	ds_read2_b64 v[134:137], v90 offset0:64 offset1:68
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16f16 v[106:109], v[102:103], v[24:25], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v73, v[94:97]
	ds_write_b128 v73, v[98:101] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[166:169], v73
	ds_read_b128 v[170:173], v73 offset:4608
	v_mfma_f32_16x16x16f16 v[158:161], v[142:143], v[24:25], 0
	v_mul_f32_e32 v100, v74, v110
	v_mul_f32_e32 v101, v74, v111
	v_mul_f32_e32 v110, v74, v112
	v_mul_f32_e32 v111, v74, v113
	v_mul_f32_e32 v112, v74, v114
	v_mul_f32_e32 v113, v74, v115
	v_mul_f32_e32 v114, v74, v116
	v_mfma_f32_16x16x16f16 v[102:105], v[104:105], v[26:27], v[106:109]
	v_mul_f32_e32 v115, v74, v117
	v_mul_f32_e32 v116, v74, v118
	v_mul_f32_e32 v117, v74, v119
	v_mul_f32_e32 v118, v74, v120
	v_mul_f32_e32 v119, v74, v121
	v_mul_f32_e32 v120, v74, v122
	v_mul_f32_e32 v121, v74, v123
	v_mfma_f32_16x16x16f16 v[130:133], v[126:127], v[24:25], 0
	v_mul_f32_e32 v122, v74, v124
	v_mul_f32_e32 v123, v74, v125
	v_sub_f32_e32 v124, v100, v8
	v_sub_f32_e32 v125, v101, v9
	v_sub_f32_e32 v110, v110, v10
	v_sub_f32_e32 v111, v111, v11
	v_cmp_gt_f32_e64 s[16:17], s36, v124
	v_mfma_f32_16x16x16f16 v[106:109], v[144:145], v[26:27], v[158:161]
	v_cmp_gt_f32_e64 s[18:19], s36, v125
	v_cmp_gt_f32_e64 s[20:21], s36, v110
	v_cmp_gt_f32_e64 s[22:23], s36, v111
	v_sub_f32_e32 v126, v116, v16
	v_sub_f32_e32 v127, v117, v17
	v_cndmask_b32_e64 v116, 1.0, 0.5, s[16:17]
	v_cndmask_b32_e64 v117, 1.0, 0.5, s[18:19]
	v_mfma_f32_16x16x16f16 v[100:103], v[146:147], v[28:29], v[102:105]
	v_sub_f32_e32 v112, v112, v12
	v_sub_f32_e32 v113, v113, v13
	v_sub_f32_e32 v114, v114, v14
	v_sub_f32_e32 v115, v115, v15
	v_cmp_gt_f32_e64 s[8:9], s36, v112
	v_cmp_gt_f32_e64 s[10:11], s36, v113
	v_cmp_gt_f32_e64 s[12:13], s36, v114
	v_mfma_f32_16x16x16f16 v[92:95], v[128:129], v[26:27], v[130:133]
	v_sub_f32_e32 v128, v118, v18
	v_sub_f32_e32 v129, v119, v19
	v_cndmask_b32_e64 v118, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v119, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v110, v110, v118
	v_mul_f32_e32 v111, v111, v119
	v_exp_f32_e32 v110, v110
	v_mfma_f32_16x16x16f16 v[138:141], v[134:135], v[24:25], 0
	v_exp_f32_e32 v111, v111
	v_sub_f32_e32 v130, v120, v20
	v_mul_f32_e32 v118, v110, v110
	v_cndmask_b32_e64 v118, v110, v118, s[20:21]
	v_mul_f32_e32 v119, v111, v111
	v_cndmask_b32_e64 v119, v111, v119, s[22:23]
	v_sub_f32_e32 v131, v121, v21
	v_mfma_f32_16x16x16f16 v[104:107], v[162:163], v[28:29], v[106:109]
	v_cmp_gt_f32_e64 s[14:15], s36, v115
	v_cndmask_b32_e64 v132, 1.0, 0.5, s[8:9]
	v_cndmask_b32_e64 v133, 1.0, 0.5, s[10:11]
	v_cndmask_b32_e64 v134, 1.0, 0.5, s[12:13]
	v_cndmask_b32_e64 v135, 1.0, 0.5, s[14:15]
	s_nop 1
	v_mul_f32_e32 v108, v124, v116
	v_mul_f32_e32 v109, v125, v117
	v_mfma_f32_16x16x16f16 v[100:103], v[148:149], v[30:31], v[100:103]
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_cmp_gt_f32_e64 s[0:1], s36, v126
	v_cmp_gt_f32_e64 s[4:5], s36, v128
	v_mul_f32_e32 v116, v108, v108
	v_mul_f32_e32 v117, v109, v109
	v_cndmask_b32_e64 v116, v108, v116, s[16:17]
	v_cndmask_b32_e64 v117, v109, v117, s[18:19]
	v_mfma_f32_16x16x16f16 v[96:99], v[136:137], v[26:27], v[138:141]
	s_nop 1
	v_sub_f32_e32 v100, v100, v40
	v_sub_f32_e32 v102, v102, v42
	v_sub_f32_e32 v101, v101, v41
	v_sub_f32_e32 v103, v103, v43
	v_fma_mixlo_f16 v120, v116, v100, 0
	v_fma_mixlo_f16 v121, v118, v102, 0
	v_fma_mixhi_f16 v121, v119, v103, 0
	v_mfma_f32_16x16x16f16 v[92:95], v[150:151], v[28:29], v[92:95]
	v_fma_mixhi_f16 v120, v117, v101, 0
	v_mul_f32_e32 v116, v113, v133
	v_mul_f32_e32 v117, v114, v134
	v_mul_f32_e32 v118, v115, v135
	v_exp_f32_e32 v124, v118
	v_cndmask_b32_e64 v136, 1.0, 0.5, s[0:1]
	v_cmp_gt_f32_e64 s[2:3], s36, v127
	v_mfma_f32_16x16x16f16 v[96:99], v[154:155], v[28:29], v[96:99]
	v_cndmask_b32_e64 v138, 1.0, 0.5, s[4:5]
	v_cmp_gt_f32_e64 s[6:7], s36, v129
	v_cndmask_b32_e64 v137, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e64 v139, 1.0, 0.5, s[6:7]
	v_sub_f32_e32 v122, v122, v22
	v_cmp_gt_f32_e64 s[16:17], s36, v131
	v_sub_f32_e32 v123, v123, v23
	v_mfma_f32_16x16x16f16 v[92:95], v[152:153], v[30:31], v[92:95]
	v_cmp_gt_f32_e32 vcc, s36, v130
	v_cndmask_b32_e64 v140, 1.0, 0.5, vcc
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v81, v166
	ds_write_b16_d16_hi v81, v166 offset:144
	ds_write_b16 v81, v167 offset:288
	ds_write_b16_d16_hi v81, v167 offset:432
	ds_write_b16 v81, v168 offset:576
	ds_write_b16_d16_hi v81, v168 offset:720
	ds_write_b16 v81, v169 offset:864
	ds_write_b16_d16_hi v81, v169 offset:1008
	ds_write_b16 v81, v170 offset:64
	ds_write_b16_d16_hi v81, v170 offset:208
	ds_write_b16 v81, v171 offset:352
	ds_write_b16_d16_hi v81, v171 offset:496
	ds_write_b16 v81, v172 offset:640
	ds_write_b16_d16_hi v81, v172 offset:784
	ds_write_b16 v81, v173 offset:928
	ds_write_b16_d16_hi v81, v173 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[108:111], v80 offset1:4
	ds_read2_b64 v[100:103], v89 offset0:32 offset1:36
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[56:59], v[108:109], v[120:121], v[56:59]
	v_mul_f32_e32 v109, v112, v132
	ds_read2_b64 v[112:115], v90 offset0:64 offset1:68
	v_sub_f32_e32 v92, v92, v44
	v_sub_f32_e32 v94, v94, v46
	v_sub_f32_e32 v93, v93, v45
	v_sub_f32_e32 v95, v95, v47
	v_cndmask_b32_e64 v108, 1.0, 0.5, s[16:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[36:39], v[100:101], v[120:121], v[36:39]
	v_exp_f32_e32 v100, v109
	v_exp_f32_e32 v101, v116
	v_exp_f32_e32 v109, v117
	ds_read2_b64 v[116:119], v91 offset0:96 offset1:100
	v_mul_f32_e32 v125, v100, v100
	v_mul_f32_e32 v132, v101, v101
	v_cndmask_b32_e64 v100, v100, v125, s[8:9]
	v_mfma_f32_16x16x16f16 v[96:99], v[156:157], v[30:31], v[96:99]
	v_cndmask_b32_e64 v125, v101, v132, s[10:11]
	v_fma_mixlo_f16 v100, v100, v92, 0
	v_mul_f32_e32 v92, v126, v136
	v_fma_mixhi_f16 v100, v125, v93, 0
	v_mul_f32_e32 v93, v127, v137
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[32:35], v[112:113], v[120:121], v[32:35]
	v_mul_f32_e32 v112, v109, v109
	v_mul_f32_e32 v113, v124, v124
	v_cndmask_b32_e64 v101, v109, v112, s[12:13]
	v_cndmask_b32_e64 v109, v124, v113, s[14:15]
	v_fma_mixlo_f16 v101, v101, v94, 0
	v_mul_f32_e32 v94, v128, v138
	v_fma_mixhi_f16 v101, v109, v95, 0
	v_mul_f32_e32 v95, v129, v139
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	v_mfma_f32_16x16x16f16 v[56:59], v[110:111], v[100:101], v[56:59]
	v_sub_f32_e32 v96, v96, v48
	v_mul_f32_e32 v110, v94, v94
	v_mul_f32_e32 v111, v95, v95
	v_cndmask_b32_e64 v110, v94, v110, s[4:5]
	v_sub_f32_e32 v98, v98, v50
	v_cndmask_b32_e64 v111, v95, v111, s[6:7]
	v_sub_f32_e32 v97, v97, v49
	v_mfma_f32_16x16x16f16 v[36:39], v[102:103], v[100:101], v[36:39]
	v_mul_f32_e32 v102, v92, v92
	v_mul_f32_e32 v103, v93, v93
	v_cndmask_b32_e64 v102, v92, v102, s[0:1]
	v_cndmask_b32_e64 v103, v93, v103, s[2:3]
	v_sub_f32_e32 v99, v99, v51
	v_fma_mixlo_f16 v112, v102, v96, 0
	v_fma_mixlo_f16 v113, v110, v98, 0
	v_fma_mixhi_f16 v113, v111, v99, 0
	v_fma_mixhi_f16 v112, v103, v97, 0
	ds_read2_b64 v[96:99], v89 offset0:40 offset1:44
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[60:63], v[116:117], v[120:121], v[60:63]
	v_cmp_gt_f32_e64 s[8:9], s36, v122
	v_cndmask_b32_e64 v109, 1.0, 0.5, s[8:9]
	ds_read2_b64 v[92:95], v80 offset0:8 offset1:12
	v_mul_f32_e32 v108, v131, v108
	v_mul_f32_e32 v109, v122, v109
	v_cmp_gt_f32_e64 s[0:1], s36, v123
	v_mfma_f32_16x16x16f16 v[32:35], v[114:115], v[100:101], v[32:35]
	v_mfma_f32_16x16x16f16 v[60:63], v[118:119], v[100:101], v[60:63]
	ds_read2_b64 v[100:103], v90 offset0:72 offset1:76
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[36:39], v[96:97], v[112:113], v[36:39]
	v_exp_f32_e32 v96, v108
	v_exp_f32_e32 v97, v109
	ds_read2_b64 v[108:111], v91 offset0:104 offset1:108
	v_mul_f32_e32 v115, v96, v96
	v_cndmask_b32_e64 v96, v96, v115, s[16:17]
	v_mfma_f32_16x16x16f16 v[104:107], v[164:165], v[30:31], v[104:107]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16f16 v[56:59], v[92:93], v[112:113], v[56:59]
	v_cndmask_b32_e64 v92, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v93, v130, v140
	v_mul_f32_e32 v92, v123, v92
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v92, v92
	v_mul_f32_e32 v114, v93, v93
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[32:35], v[100:101], v[112:113], v[32:35]
	v_mul_f32_e32 v100, v97, v97
	v_mul_f32_e32 v101, v92, v92
	v_cndmask_b32_e32 v93, v93, v114, vcc
	v_cndmask_b32_e64 v97, v97, v100, s[8:9]
	v_cndmask_b32_e64 v100, v92, v101, s[0:1]
	v_sub_f32_e32 v92, v104, v52
	v_sub_f32_e32 v104, v106, v54
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[60:63], v[108:109], v[112:113], v[60:63]
	v_sub_f32_e32 v101, v105, v53
	v_sub_f32_e32 v105, v107, v55
	v_fma_mixlo_f16 v92, v93, v92, 0
	v_fma_mixlo_f16 v93, v97, v104, 0
	v_fma_mixhi_f16 v93, v100, v105, 0
	v_fma_mixhi_f16 v92, v96, v101, 0
	s_nop 1
	v_mfma_f32_16x16x16f16 v[56:59], v[94:95], v[92:93], v[56:59]
	v_mfma_f32_16x16x16f16 v[36:39], v[98:99], v[92:93], v[36:39]
	v_mfma_f32_16x16x16f16 v[32:35], v[102:103], v[92:93], v[32:35]
	v_mfma_f32_16x16x16f16 v[60:63], v[110:111], v[92:93], v[60:63]
	s_cbranch_scc0 .LBB0_27
.LBB0_19:
	v_add_u32_e32 v92, s39, v70
	v_cmp_gt_i32_e64 s[0:1], s33, v92
	v_mov_b32_e32 v94, v88
	v_mov_b32_e32 v95, v88
	v_mov_b32_e32 v96, v88
	v_mov_b32_e32 v97, v88
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_21
	v_add_u32_e32 v94, s35, v87
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshlrev_b64 v[94:95], 1, v[94:95]
	v_add_co_u32_e32 v94, vcc, v75, v94
	v_addc_co_u32_e32 v95, vcc, v76, v95, vcc
	global_load_dwordx4 v[94:97], v[94:95], off
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v92, 32, v92
	v_mov_b32_e32 v102, 0
	v_cmp_gt_i32_e32 vcc, s33, v92
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_23
	v_add_u32_e32 v92, s35, v85
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_add_co_u32_e64 v92, s[2:3], v75, v92
	v_addc_co_u32_e64 v93, s[2:3], v76, v93, s[2:3]
	global_load_dwordx4 v[98:101], v[92:93], off
.LBB0_23:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_25
	v_add_u32_e32 v92, s37, v86
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_add_co_u32_e64 v92, s[0:1], v77, v92
	v_addc_co_u32_e64 v93, s[0:1], v78, v93, s[0:1]
	global_load_dwordx4 v[102:105], v[92:93], off
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
	v_add_u32_e32 v92, s37, v84
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[92:93], 1, v[92:93]
	v_add_co_u32_e32 v92, vcc, v77, v92
	v_addc_co_u32_e32 v93, vcc, v78, v93, vcc
	global_load_dwordx4 v[106:109], v[92:93], off
	s_branch .LBB0_18
.LBB0_27:
	s_add_i32 s0, s31, 64
	s_min_i32 s6, s0, s33
	s_cmp_ge_i32 s31, s6
	v_or_b32_e32 v79, s31, v79
	s_cbranch_scc1 .LBB0_38
	v_mul_u32_u24_e32 v64, 0x90, v64
	v_lshl_add_u32 v81, v70, 1, v64
	v_add_u32_e32 v64, s31, v69
	v_add_u32_e32 v64, v64, v68
	v_add_u32_e32 v64, v64, v67
	v_mul_u32_u24_e32 v71, 0x90, v71
	v_add3_u32 v82, s31, v83, v82
	v_add3_u32 v83, v64, v66, v65
	v_lshl_add_u32 v80, v72, 1, v71
	v_add_u32_e32 v64, 32, v83
	v_mul_lo_u32 v84, s42, v64
	s_lshl_b32 s7, s42, 6
	v_mul_lo_u32 v85, s38, v64
	s_lshl_b32 s8, s38, 6
	v_mul_lo_u32 v86, s42, v83
	v_mul_lo_u32 v87, s38, v83
	s_mov_b32 s9, 0
	s_mov_b32 s10, 0xc2fc0000
	v_add_u32_e32 v88, 0x800, v80
	v_add_u32_e32 v89, 0x1000, v80
	v_add_u32_e32 v90, 0x1800, v80
	s_mov_b32 s11, 0
	s_mov_b32 s12, 0
	s_branch .LBB0_30
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v73, v[92:95]
	ds_write_b128 v73, v[96:99] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[100:103], v80 offset1:4
	ds_read2_b64 v[104:107], v80 offset0:8 offset1:12
	ds_read2_b64 v[108:111], v88 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v88 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v89 offset0:64 offset1:68
	ds_read2_b64 v[120:123], v89 offset0:72 offset1:76
	ds_read2_b64 v[124:127], v90 offset0:96 offset1:100
	ds_read2_b64 v[128:131], v90 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16f16 v[132:135], v[100:101], v[0:1], 0
	v_add_u32_e32 v91, s12, v82
	v_add_u32_e32 v136, 2, v91
	v_add_u32_e32 v137, 3, v91
	v_add_u32_e32 v138, 16, v91
	v_add_u32_e32 v139, 17, v91
	v_add_u32_e32 v140, 18, v91
	v_add_u32_e32 v141, 19, v91
	v_mfma_f32_16x16x16f16 v[100:103], v[102:103], v[2:3], v[132:135]
	v_add_u32_e32 v142, 32, v91
	v_add_u32_e32 v143, 33, v91
	v_add_u32_e32 v144, 34, v91
	v_add_u32_e32 v145, 35, v91
	v_add_u32_e32 v146, 48, v91
	v_add_u32_e32 v147, 49, v91
	v_add_u32_e32 v148, 50, v91
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16f16 v[100:103], v[104:105], v[4:5], v[100:103]
	v_add_u32_e32 v149, 51, v91
	v_cmp_ge_i32_e64 s[0:1], v79, v91
	s_add_i32 s12, s12, 64
	s_add_i32 s11, s11, s7
	s_add_i32 s9, s9, s8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[100:103], v[106:107], v[6:7], v[100:103]
	s_barrier
	ds_write_b128 v73, v[64:67]
	ds_write_b128 v73, v[68:71] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_nop 5
	v_mul_f32_e32 v100, v74, v100
	v_mfma_f32_16x16x16f16 v[104:107], v[108:109], v[0:1], 0
	v_sub_f32_e32 v100, v100, v8
	v_cmp_gt_f32_e32 vcc, s10, v100
	v_mul_f32_e32 v101, v74, v101
	v_sub_f32_e32 v101, v101, v9
	v_mul_f32_e32 v102, v74, v102
	v_sub_f32_e32 v102, v102, v10
	v_mul_f32_e32 v103, v74, v103
	v_mfma_f32_16x16x16f16 v[104:107], v[110:111], v[2:3], v[104:107]
	v_sub_f32_e32 v103, v103, v11
	v_mfma_f32_16x16x16f16 v[108:111], v[116:117], v[0:1], 0
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v100, v100, v116
	v_exp_f32_e32 v100, v100
	v_mul_f32_e32 v116, v100, v100
	v_cndmask_b32_e32 v100, v100, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v101
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v101, v101, v116
	v_exp_f32_e32 v101, v101
	v_mfma_f32_16x16x16f16 v[104:107], v[112:113], v[4:5], v[104:107]
	v_mul_f32_e32 v116, v101, v101
	v_cndmask_b32_e32 v101, v101, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v102
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v102, v102, v116
	v_exp_f32_e32 v102, v102
	v_mfma_f32_16x16x16f16 v[104:107], v[114:115], v[6:7], v[104:107]
	v_mul_f32_e32 v116, v102, v102
	v_cndmask_b32_e32 v102, v102, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v103
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v103, v103, v116
	v_exp_f32_e32 v103, v103
	s_nop 4
	v_mul_f32_e32 v104, v74, v104
	v_sub_f32_e32 v104, v104, v12
	v_mfma_f32_16x16x16f16 v[108:111], v[118:119], v[2:3], v[108:111]
	v_mul_f32_e32 v116, v103, v103
	v_cndmask_b32_e32 v103, v103, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v104
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v104, v104, v116
	v_exp_f32_e32 v104, v104
	v_mul_f32_e32 v105, v74, v105
	v_sub_f32_e32 v105, v105, v13
	v_mfma_f32_16x16x16f16 v[108:111], v[120:121], v[4:5], v[108:111]
	v_mul_f32_e32 v116, v104, v104
	v_cndmask_b32_e32 v104, v104, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v105
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v105, v105, v116
	v_exp_f32_e32 v105, v105
	v_mul_f32_e32 v106, v74, v106
	v_sub_f32_e32 v106, v106, v14
	v_mfma_f32_16x16x16f16 v[108:111], v[122:123], v[6:7], v[108:111]
	v_mul_f32_e32 v116, v105, v105
	v_cndmask_b32_e32 v105, v105, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v106
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v106, v106, v116
	v_exp_f32_e32 v106, v106
	v_mul_f32_e32 v107, v74, v107
	v_sub_f32_e32 v107, v107, v15
	v_mfma_f32_16x16x16f16 v[112:115], v[124:125], v[0:1], 0
	v_mul_f32_e32 v116, v106, v106
	v_cndmask_b32_e32 v106, v106, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v107
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v107, v107, v116
	v_exp_f32_e32 v107, v107
	v_mul_f32_e32 v108, v74, v108
	v_sub_f32_e32 v108, v108, v16
	v_mfma_f32_16x16x16f16 v[112:115], v[126:127], v[2:3], v[112:115]
	v_mul_f32_e32 v116, v107, v107
	v_cndmask_b32_e32 v107, v107, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v108
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v108, v116
	v_exp_f32_e32 v108, v108
	v_mul_f32_e32 v109, v74, v109
	v_sub_f32_e32 v109, v109, v17
	v_mfma_f32_16x16x16f16 v[112:115], v[128:129], v[4:5], v[112:115]
	v_mul_f32_e32 v116, v108, v108
	v_cndmask_b32_e32 v108, v108, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v109
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v109, v109, v116
	v_exp_f32_e32 v109, v109
	v_mul_f32_e32 v110, v74, v110
	v_sub_f32_e32 v110, v110, v18
	v_mfma_f32_16x16x16f16 v[112:115], v[130:131], v[6:7], v[112:115]
	v_mul_f32_e32 v116, v109, v109
	v_cndmask_b32_e32 v109, v109, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v110
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v110, v110, v116
	v_exp_f32_e32 v110, v110
	v_mul_f32_e32 v111, v74, v111
	v_sub_f32_e32 v111, v111, v19
	s_nop 2
	v_mul_f32_e32 v112, v74, v112
	v_mul_f32_e32 v116, v110, v110
	v_cndmask_b32_e32 v110, v110, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v111
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v111, v111, v116
	v_exp_f32_e32 v111, v111
	v_sub_f32_e32 v112, v112, v20
	v_mul_f32_e32 v113, v74, v113
	v_sub_f32_e32 v113, v113, v21
	v_mul_f32_e32 v116, v111, v111
	v_cndmask_b32_e32 v111, v111, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v112
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v112, v112, v116
	v_exp_f32_e32 v112, v112
	v_mul_f32_e32 v114, v74, v114
	v_sub_f32_e32 v114, v114, v22
	v_mul_f32_e32 v115, v74, v115
	v_mul_f32_e32 v116, v112, v112
	v_cndmask_b32_e32 v112, v112, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v113
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v113, v113, v116
	v_exp_f32_e32 v113, v113
	v_sub_f32_e32 v115, v115, v23
	v_mul_f32_e32 v116, v113, v113
	v_cndmask_b32_e32 v113, v113, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v114
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v114, v114, v116
	v_exp_f32_e32 v114, v114
	v_mul_f32_e32 v116, v114, v114
	v_cndmask_b32_e32 v114, v114, v116, vcc
	v_cmp_gt_f32_e32 vcc, s10, v115
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v115, v115, v116
	v_exp_f32_e32 v115, v115
	v_mul_f32_e32 v116, v115, v115
	v_cndmask_b32_e32 v115, v115, v116, vcc
	v_cmp_gt_i32_e32 vcc, v79, v91
	v_cndmask_b32_e32 v128, 0, v101, vcc
	v_cmp_ge_i32_e32 vcc, v79, v136
	v_cndmask_b32_e32 v129, 0, v102, vcc
	v_cmp_ge_i32_e32 vcc, v79, v137
	v_cndmask_b32_e32 v130, 0, v103, vcc
	v_cmp_ge_i32_e32 vcc, v79, v138
	v_cndmask_b32_e32 v131, 0, v104, vcc
	v_cmp_ge_i32_e32 vcc, v79, v139
	v_cndmask_b32_e32 v132, 0, v105, vcc
	v_cmp_ge_i32_e32 vcc, v79, v140
	v_cndmask_b32_e32 v133, 0, v106, vcc
	v_cmp_ge_i32_e32 vcc, v79, v141
	v_cndmask_b32_e32 v134, 0, v107, vcc
	v_cmp_ge_i32_e32 vcc, v79, v142
	v_cndmask_b32_e32 v135, 0, v108, vcc
	v_cmp_ge_i32_e32 vcc, v79, v143
	v_cndmask_b32_e32 v136, 0, v109, vcc
	v_cmp_ge_i32_e32 vcc, v79, v144
	v_cndmask_b32_e32 v137, 0, v110, vcc
	v_cmp_ge_i32_e32 vcc, v79, v145
	v_cndmask_b32_e32 v138, 0, v111, vcc
	v_cmp_ge_i32_e32 vcc, v79, v146
	v_cndmask_b32_e32 v139, 0, v112, vcc
	v_cmp_ge_i32_e32 vcc, v79, v147
	v_cndmask_b32_e32 v140, 0, v113, vcc
	v_cmp_ge_i32_e32 vcc, v79, v148
	v_cndmask_b32_e32 v141, 0, v114, vcc
	v_cmp_ge_i32_e32 vcc, v79, v149
	v_cndmask_b32_e64 v91, 0, v100, s[0:1]
	v_cndmask_b32_e32 v142, 0, v115, vcc
	ds_read2_b64 v[64:67], v80 offset1:4
	ds_read2_b64 v[68:71], v80 offset0:8 offset1:12
	ds_read2_b64 v[100:103], v88 offset0:32 offset1:36
	ds_read2_b64 v[104:107], v88 offset0:40 offset1:44
	ds_read2_b64 v[108:111], v89 offset0:64 offset1:68
	ds_read2_b64 v[112:115], v89 offset0:72 offset1:76
	ds_read2_b64 v[116:119], v90 offset0:96 offset1:100
	ds_read2_b64 v[120:123], v90 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16f16 v[124:127], v[64:65], v[24:25], 0
	s_add_i32 s0, s31, s12
	s_cmp_lt_i32 s0, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v73, v[92:95]
	ds_write_b128 v73, v[96:99] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[92:95], v73
	ds_read_b128 v[96:99], v73 offset:4608
	v_mfma_f32_16x16x16f16 v[64:67], v[66:67], v[26:27], v[124:127]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[64:67], v[68:69], v[28:29], v[64:67]
	s_barrier
	ds_write_b16 v81, v92
	ds_write_b16_d16_hi v81, v92 offset:144
	ds_write_b16 v81, v93 offset:288
	ds_write_b16_d16_hi v81, v93 offset:432
	ds_write_b16 v81, v94 offset:576
	ds_write_b16_d16_hi v81, v94 offset:720
	ds_write_b16 v81, v95 offset:864
	ds_write_b16_d16_hi v81, v95 offset:1008
	ds_write_b16 v81, v96 offset:64
	ds_write_b16_d16_hi v81, v96 offset:208
	ds_write_b16 v81, v97 offset:352
	ds_write_b16_d16_hi v81, v97 offset:496
	ds_write_b16 v81, v98 offset:640
	ds_write_b16_d16_hi v81, v98 offset:784
	ds_write_b16 v81, v99 offset:928
	ds_write_b16_d16_hi v81, v99 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16f16 v[64:67], v[70:71], v[30:31], v[64:67]
	v_mfma_f32_16x16x16f16 v[68:71], v[100:101], v[24:25], 0
	s_nop 9
	v_sub_f32_e32 v64, v64, v40
	v_sub_f32_e32 v124, v65, v41
	v_sub_f32_e32 v65, v66, v42
	v_sub_f32_e32 v125, v67, v43
	v_mfma_f32_16x16x16f16 v[68:71], v[102:103], v[26:27], v[68:71]
	v_mfma_f32_16x16x16f16 v[68:71], v[104:105], v[28:29], v[68:71]
	v_mfma_f32_16x16x16f16 v[68:71], v[106:107], v[30:31], v[68:71]
	v_mfma_f32_16x16x16f16 v[100:103], v[108:109], v[24:25], 0
	s_nop 9
	v_sub_f32_e32 v66, v68, v44
	v_sub_f32_e32 v67, v70, v46
	v_sub_f32_e32 v126, v69, v45
	v_sub_f32_e32 v127, v71, v47
	v_fma_mixlo_f16 v70, v91, v64, 0
	v_fma_mixlo_f16 v71, v129, v65, 0
	v_fma_mixlo_f16 v68, v131, v66, 0
	v_mfma_f32_16x16x16f16 v[104:107], v[116:117], v[24:25], 0
	v_fma_mixlo_f16 v69, v133, v67, 0
	v_fma_mixhi_f16 v71, v130, v125, 0
	v_fma_mixhi_f16 v70, v128, v124, 0
	v_fma_mixhi_f16 v69, v134, v127, 0
	v_fma_mixhi_f16 v68, v132, v126, 0
	v_mfma_f32_16x16x16f16 v[100:103], v[110:111], v[26:27], v[100:103]
	v_mfma_f32_16x16x16f16 v[104:107], v[118:119], v[26:27], v[104:107]
	v_mfma_f32_16x16x16f16 v[100:103], v[112:113], v[28:29], v[100:103]
	v_mfma_f32_16x16x16f16 v[104:107], v[120:121], v[28:29], v[104:107]
	v_mfma_f32_16x16x16f16 v[100:103], v[114:115], v[30:31], v[100:103]
	v_mfma_f32_16x16x16f16 v[104:107], v[122:123], v[30:31], v[104:107]
	s_nop 9
	v_sub_f32_e32 v100, v100, v48
	v_sub_f32_e32 v143, v101, v49
	v_sub_f32_e32 v101, v102, v50
	v_sub_f32_e32 v144, v103, v51
	v_fma_mixlo_f16 v64, v135, v100, 0
	v_fma_mixlo_f16 v65, v137, v101, 0
	v_fma_mixhi_f16 v65, v138, v144, 0
	v_sub_f32_e32 v102, v104, v52
	v_sub_f32_e32 v103, v106, v54
	v_sub_f32_e32 v145, v105, v53
	v_sub_f32_e32 v146, v107, v55
	v_fma_mixlo_f16 v66, v139, v102, 0
	v_fma_mixlo_f16 v67, v141, v103, 0
	ds_read2_b64 v[92:95], v80 offset1:4
	ds_read2_b64 v[96:99], v80 offset0:8 offset1:12
	ds_read2_b64 v[100:103], v88 offset0:32 offset1:36
	ds_read2_b64 v[104:107], v88 offset0:40 offset1:44
	ds_read2_b64 v[108:111], v89 offset0:64 offset1:68
	ds_read2_b64 v[112:115], v89 offset0:72 offset1:76
	ds_read2_b64 v[116:119], v90 offset0:96 offset1:100
	ds_read2_b64 v[120:123], v90 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16f16 v[56:59], v[92:93], v[70:71], v[56:59]
	v_fma_mixhi_f16 v64, v136, v143, 0
	v_fma_mixhi_f16 v67, v142, v146, 0
	v_fma_mixhi_f16 v66, v140, v145, 0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16f16 v[36:39], v[100:101], v[70:71], v[36:39]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16f16 v[32:35], v[108:109], v[70:71], v[32:35]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16f16 v[60:63], v[116:117], v[70:71], v[60:63]
	v_mfma_f32_16x16x16f16 v[56:59], v[94:95], v[68:69], v[56:59]
	v_mfma_f32_16x16x16f16 v[36:39], v[102:103], v[68:69], v[36:39]
	v_mfma_f32_16x16x16f16 v[32:35], v[110:111], v[68:69], v[32:35]
	v_mfma_f32_16x16x16f16 v[60:63], v[118:119], v[68:69], v[60:63]
	v_mfma_f32_16x16x16f16 v[56:59], v[96:97], v[64:65], v[56:59]
	v_mfma_f32_16x16x16f16 v[36:39], v[104:105], v[64:65], v[36:39]
	v_mfma_f32_16x16x16f16 v[32:35], v[112:113], v[64:65], v[32:35]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[60:63], v[120:121], v[64:65], v[60:63]
	v_mfma_f32_16x16x16f16 v[56:59], v[98:99], v[66:67], v[56:59]
	v_mfma_f32_16x16x16f16 v[36:39], v[106:107], v[66:67], v[36:39]
	v_mfma_f32_16x16x16f16 v[32:35], v[114:115], v[66:67], v[32:35]
	v_mfma_f32_16x16x16f16 v[60:63], v[122:123], v[66:67], v[60:63]
	s_cbranch_scc0 .LBB0_38
.LBB0_30:
	v_add_u32_e32 v64, s12, v83
	v_mov_b32_e32 v96, 0
	v_cmp_gt_i32_e32 vcc, s33, v64
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, v96
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_32
	v_add_u32_e32 v66, s9, v87
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshlrev_b64 v[66:67], 1, v[66:67]
	v_add_co_u32_e64 v66, s[0:1], v75, v66
	v_addc_co_u32_e64 v67, s[0:1], v76, v67, s[0:1]
	global_load_dwordx4 v[92:95], v[66:67], off
.LBB0_32:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v64, 32, v64
	v_cmp_gt_i32_e64 s[0:1], s33, v64
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v64, s9, v85
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshlrev_b64 v[64:65], 1, v[64:65]
	v_add_co_u32_e64 v64, s[2:3], v75, v64
	v_addc_co_u32_e64 v65, s[2:3], v76, v65, s[2:3]
	global_load_dwordx4 v[96:99], v[64:65], off
.LBB0_34:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, v68
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_36
	v_add_u32_e32 v64, s11, v86
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshlrev_b64 v[64:65], 1, v[64:65]
	v_add_co_u32_e32 v64, vcc, v77, v64
	v_addc_co_u32_e32 v65, vcc, v78, v65, vcc
	global_load_dwordx4 v[64:67], v[64:65], off
.LBB0_36:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v69, v68
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v68
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_29
	v_add_u32_e32 v68, s11, v84
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshlrev_b64 v[68:69], 1, v[68:69]
	v_add_co_u32_e32 v68, vcc, v77, v68
	v_addc_co_u32_e32 v69, vcc, v78, v69, vcc
	global_load_dwordx4 v[68:71], v[68:69], off
	s_branch .LBB0_29
.LBB0_38:
	v_cmp_gt_i32_e32 vcc, s33, v79
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_40
	v_mul_lo_u32 v0, s30, v79
	s_add_u32 s0, s26, s28
	v_ashrrev_i32_e32 v1, 31, v0
	s_addc_u32 s1, s27, s29
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_lshlrev_b32_e32 v6, 1, v72
	v_fma_mixlo_f16 v3, s24, v62, 0
	v_fma_mixlo_f16 v2, s24, v60, 0
	v_fma_mixlo_f16 v5, s24, v34, 0
	v_fma_mixlo_f16 v4, s24, v32, 0
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_fma_mixlo_f16 v6, s24, v56, 0
	v_fma_mixlo_f16 v7, s24, v58, 0
	v_fma_mixlo_f16 v9, s24, v38, 0
	v_fma_mixlo_f16 v8, s24, v36, 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_fma_mixhi_f16 v6, s24, v57, 0
	v_fma_mixhi_f16 v7, s24, v59, 0
	v_fma_mixhi_f16 v8, s24, v37, 0
	v_fma_mixhi_f16 v9, s24, v39, 0
	v_fma_mixhi_f16 v4, s24, v33, 0
	v_fma_mixhi_f16 v5, s24, v35, 0
	v_fma_mixhi_f16 v2, s24, v61, 0
	v_fma_mixhi_f16 v3, s24, v63, 0
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dwordx2 v[0:1], v[8:9], off offset:32
	global_store_dwordx2 v[0:1], v[4:5], off offset:64
	global_store_dwordx2 v[0:1], v[2:3], off offset:96
.LBB0_40:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 17408
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
		.amdhsa_next_free_vgpr 174
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 176
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

	.set _attn_bwd_dq.num_vgpr, 174
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 44
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
    .group_segment_fixed_size: 17408
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
    .vgpr_count:     174
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
