	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dq
	.p2align	8
	.type	_attn_bwd_dq,@function
_attn_bwd_dq:
	s_load_dwordx2 s[8:9], s[0:1], 0x84
	s_load_dword s33, s[0:1], 0x8c
	s_abs_i32 s4, s3
	v_bfe_u32 v6, v0, 5, 1
	v_bfe_u32 v58, v0, 3, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s10, s8
	v_cvt_f32_u32_e32 v1, s10
	s_xor_b32 s5, s3, s8
	s_ashr_i32 s11, s5, 31
	s_sub_i32 s5, 0, s10
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v7, v0, 6, 1
	v_lshrrev_b32_e32 v8, 7, v0
	v_lshlrev_b32_e32 v60, 2, v6
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v61, 3, v7
	v_lshlrev_b32_e32 v62, 4, v8
	v_mov_b32_e32 v14, 0
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s5, s6
	s_mul_hi_u32 s5, s6, s5
	s_add_i32 s6, s6, s5
	s_mul_hi_u32 s5, s4, s6
	s_mul_i32 s6, s5, s10
	s_sub_i32 s4, s4, s6
	s_add_i32 s7, s5, 1
	s_sub_i32 s6, s4, s10
	s_cmp_ge_u32 s4, s10
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s4, s6, s4
	s_add_i32 s6, s5, 1
	s_cmp_ge_u32 s4, s10
	s_cselect_b32 s12, s6, s5
	s_abs_i32 s13, s9
	v_cvt_f32_u32_e32 v1, s13
	s_xor_b32 s12, s12, s11
	s_sub_i32 s14, s12, s11
	s_xor_b32 s9, s8, s9
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s8, s14, s8
	s_sub_i32 s15, 0, s13
	s_sub_i32 s16, s3, s8
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s9, s9, 31
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[44:47], s[0:1], 0x40
	v_mov_b32_e32 v51, 0
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s15, s15, s8
	s_mul_hi_u32 s11, s8, s15
	s_add_i32 s8, s8, s11
	s_mul_hi_u32 s8, s10, s8
	s_mul_i32 s11, s8, s13
	s_sub_i32 s10, s10, s11
	s_add_i32 s12, s8, 1
	s_sub_i32 s11, s10, s13
	s_cmp_ge_u32 s10, s13
	s_cselect_b32 s8, s12, s8
	s_cselect_b32 s10, s11, s10
	s_add_i32 s11, s8, 1
	s_cmp_ge_u32 s10, s13
	s_cselect_b32 s8, s11, s8
	s_xor_b32 s8, s8, s9
	s_sub_i32 s17, s8, s9
	s_abs_i32 s15, s17
	v_cvt_f32_u32_e32 v1, s15
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s14, s44
	s_mul_i32 s11, s16, s45
	s_mul_hi_i32 s9, s14, s44
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_hi_i32 s10, s16, s45
	s_add_u32 s8, s11, s8
	s_addc_u32 s9, s10, s9
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b64 s[34:35], s[8:9], 1
	s_add_u32 s8, s4, s34
	s_addc_u32 s9, s5, s35
	v_readfirstlane_b32 s19, v1
	v_bfe_u32 v1, v0, 4, 1
	v_lshlrev_b32_e32 v59, 1, v1
	v_or3_b32 v2, v59, v58, v60
	s_lshl_b32 s44, s2, 6
	v_or3_b32 v63, v2, v61, v62
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v52, 56, v2
	v_or_b32_e32 v2, s44, v63
	v_cmp_gt_i32_e32 vcc, s33, v2
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_lshlrev_b32_e32 v50, 1, v52
	v_mov_b32_e32 v13, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v4, s46, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[8:9]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[50:51]
	global_load_dwordx4 v[10:13], v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_add3_u32 v4, s44, v63, 32
	v_cmp_gt_i32_e64 s[4:5], s33, v4
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v14, s46, v4
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[8:9]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[50:51]
	global_load_dwordx4 v[14:17], v[14:15], off
.LBB0_4:
	s_or_b64 exec, exec, s[10:11]
	s_load_dwordx4 s[8:11], s[0:1], 0x70
	s_load_dwordx8 s[24:31], s[0:1], 0x20
	s_sub_i32 s2, 0, s15
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v51, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s13, s14, s8
	s_mul_i32 s12, s14, s8
	s_lshl_b64 s[12:13], s[12:13], 1
	s_mul_hi_i32 s21, s16, s9
	s_add_u32 s11, s24, s12
	s_mul_i32 s20, s16, s9
	s_addc_u32 s12, s25, s13
	s_lshl_b64 s[8:9], s[20:21], 1
	s_add_u32 s8, s11, s8
	s_addc_u32 s9, s12, s9
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, v22
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v18, s10, v2
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[50:51]
	global_load_dwordx4 v[18:21], v[18:19], off
.LBB0_6:
	s_or_b64 exec, exec, s[12:13]
	s_mul_i32 s2, s2, s19
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v22
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v22, s10, v4
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[8:9]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[50:51]
	global_load_dwordx4 v[22:25], v[22:23], off
.LBB0_8:
	s_or_b64 exec, exec, s[12:13]
	s_mul_hi_i32 s9, s33, s3
	s_mul_i32 s8, s33, s3
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s10, s26, s8
	v_mov_b32_e32 v26, 0
	s_mul_hi_u32 s12, s19, s2
	s_addc_u32 s11, s27, s9
	v_mov_b32_e32 v38, v26
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[28:29], v[2:3], 2, s[10:11]
	global_load_dword v38, v[28:29], off
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_abs_i32 s18, s16
	s_add_i32 s19, s19, s12
	v_ashrrev_i32_e32 v5, 31, v4
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB0_12
	v_lshl_add_u64 v[26:27], v[4:5], 2, s[10:11]
	global_load_dword v26, v[26:27], off
.LBB0_12:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s8, s28, s8
	v_mov_b32_e32 v32, 0
	s_mul_hi_u32 s12, s18, s19
	s_addc_u32 s9, s29, s9
	v_mov_b32_e32 v36, v32
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	global_load_dword v36, v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[10:11]
	s_ashr_i32 s13, s16, 31
	s_ashr_i32 s16, s17, 31
	v_mov_b32_e32 v51, 0
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_16
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[8:9]
	global_load_dword v32, v[2:3], off
.LBB0_16:
	s_or_b64 exec, exec, s[10:11]
	v_and_b32_e32 v64, 15, v0
	v_lshlrev_b32_e32 v0, 4, v7
	v_lshlrev_b32_e32 v2, 5, v8
	v_or_b32_e32 v0, v0, v2
	v_or_b32_e32 v68, v0, v64
	v_lshlrev_b32_e32 v0, 4, v6
	s_movk_i32 s4, 0x90
	v_lshl_or_b32 v65, v1, 3, v0
	v_mul_u32_u24_e32 v42, 0x90, v68
	v_mad_u32_u24 v54, v63, s4, v50
	v_lshl_add_u32 v55, v65, 1, v42
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v54, v[10:13]
	ds_write_b128 v54, v[14:17] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[78:81], v55
	ds_read_b128 v[82:85], v55 offset:64
	v_lshlrev_b32_e32 v66, 2, v1
	v_lshlrev_b32_e32 v67, 3, v6
	v_mul_u32_u24_e32 v0, 0x110, v63
	v_or_b32_e32 v53, v66, v67
	v_lshl_add_u32 v43, v52, 2, v0
	v_mul_u32_u24_e32 v0, 0x110, v68
	v_mov_b32_e32 v39, v38
	v_mov_b32_e32 v40, v38
	v_mov_b32_e32 v41, v38
	v_lshl_add_u32 v44, v53, 2, v0
	v_mov_b32_e32 v27, v26
	v_mov_b32_e32 v28, v26
	v_mov_b32_e32 v29, v26
	s_load_dword s45, s[0:1], 0x18
	s_load_dwordx8 s[36:43], s[0:1], 0x50
	s_mul_i32 s0, s12, s15
	s_sub_i32 s0, s18, s0
	s_xor_b32 s8, s13, s16
	s_add_i32 s1, s12, 1
	s_sub_i32 s4, s0, s15
	s_cmp_ge_u32 s0, s15
	s_cselect_b32 s9, s1, s12
	s_cselect_b32 s10, s4, s0
	s_add_i32 s11, s9, 1
	s_cmp_ge_u32 s10, s15
	s_cselect_b32 s9, s11, s9
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s1, s14, s36
	s_mul_i32 s0, s14, s36
	s_xor_b32 s9, s9, s8
	s_lshl_b64 s[0:1], s[0:1], 1
	s_sub_i32 s10, s9, s8
	s_add_u32 s6, s6, s0
	s_mul_hi_i32 s9, s10, s37
	s_mul_i32 s8, s10, s37
	v_mov_b32_e32 v37, v36
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v34, v32
	v_mov_b32_e32 v35, v32
	s_addc_u32 s7, s7, s1
	s_lshl_b64 s[0:1], s[8:9], 1
	v_lshl_add_u32 v56, v53, 1, v42
	s_mul_hi_i32 s5, s14, s40
	s_mul_i32 s4, s14, s40
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	s_lshl_b64 s[4:5], s[4:5], 1
	s_mul_hi_i32 s11, s10, s41
	s_mul_i32 s10, s10, s41
	s_add_u32 s2, s2, s4
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[50:51]
	s_addc_u32 s3, s3, s5
	s_lshl_b64 s[0:1], s[10:11], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	s_cmp_lt_i32 s44, 1
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[50:51]
	s_barrier
	ds_write_b128 v43, v[38:41]
	ds_write_b128 v43, v[38:41] offset:16
	ds_write_b128 v43, v[26:29] offset:8704
	ds_write_b128 v43, v[26:29] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[0:3], v44
	ds_read_b128 v[4:7], v44 offset:64
	ds_read_b128 v[8:11], v44 offset:128
	ds_read_b128 v[12:15], v44 offset:192
	v_mov_b32_e32 v40, 0x3fb8aa3b
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v39, v36
	v_mul_f32_e32 v57, s45, v40
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v54, v[18:21]
	ds_write_b128 v54, v[22:25] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[86:89], v55
	ds_read_b128 v[90:93], v55 offset:64
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v43, v[36:39]
	ds_write_b128 v43, v[36:39] offset:16
	ds_write_b128 v43, v[32:35] offset:8704
	ds_write_b128 v43, v[32:35] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[32:35], v44
	ds_read_b128 v[36:39], v44 offset:64
	ds_read_b128 v[40:43], v44 offset:128
	ds_read_b128 v[44:47], v44 offset:192
	s_cbranch_scc1 .LBB0_27
	v_mul_u32_u24_e32 v16, 0x90, v64
	v_lshl_add_u32 v69, v65, 1, v16
	v_mul_u32_u24_e32 v16, 0x90, v52
	v_lshl_add_u32 v70, v63, 1, v16
	v_add_u32_e32 v16, v62, v61
	v_add3_u32 v16, v16, v60, v59
	v_add3_u32 v16, v16, v58, 32
	v_mov_b32_e32 v75, 0
	v_mul_lo_u32 v71, s42, v16
	s_lshl_b32 s36, s42, 6
	v_mul_lo_u32 v72, s38, v16
	s_lshl_b32 s37, s38, 6
	v_mul_lo_u32 v73, s42, v63
	v_mul_lo_u32 v74, s38, v63
	s_mov_b32 s39, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	s_mov_b32 s40, 0xc2fc0000
	s_mov_b32 s41, 0
	v_mov_b32_e32 v31, v75
	s_mov_b32 s43, 0
	s_branch .LBB0_19
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v54, v[94:97]
	ds_write_b128 v54, v[98:101] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[126:129], v69 offset:64
	ds_read_b128 v[130:133], v69 offset:2368
	ds_read_b128 v[110:113], v69
	ds_read_b128 v[114:117], v69 offset:2304
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[110:113], v[110:113], v[78:81], 0
	ds_read_b128 v[118:121], v69 offset:4608
	ds_read_b128 v[122:125], v69 offset:6912
	s_add_i32 s43, s43, 64
	v_mfma_f32_16x16x32_f16 v[110:113], v[126:129], v[82:85], v[110:113]
	ds_read_b128 v[126:129], v69 offset:4672
	ds_read_b128 v[134:137], v69 offset:6976
	s_add_i32 s41, s41, s36
	s_add_i32 s39, s39, s37
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x32_f16 v[114:117], v[114:117], v[78:81], 0
	s_nop 1
	v_mul_f32_e32 v76, v57, v110
	v_mul_f32_e32 v77, v57, v111
	v_sub_f32_e32 v76, v76, v0
	v_mfma_f32_16x16x32_f16 v[114:117], v[130:133], v[82:85], v[114:117]
	v_sub_f32_e32 v77, v77, v1
	v_cmp_gt_f32_e32 vcc, s40, v76
	v_cmp_gt_f32_e64 s[0:1], s40, v77
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[118:121], v[118:121], v[78:81], 0
	s_cmp_lt_i32 s43, s44
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v54, v[102:105]
	ds_write_b128 v54, v[106:109] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[130:133], v69
	ds_read_b128 v[138:141], v69 offset:64
	ds_read_b128 v[142:145], v69 offset:2304
	ds_read_b128 v[146:149], v69 offset:2368
	ds_read_b128 v[150:153], v69 offset:4608
	ds_read_b128 v[154:157], v69 offset:4672
	ds_read_b128 v[158:161], v69 offset:6912
	ds_read_b128 v[162:165], v69 offset:6976
	v_mfma_f32_16x16x32_f16 v[122:125], v[122:125], v[78:81], 0
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_cndmask_b32_e64 v109, 1.0, 0.5, s[0:1]
	v_mul_f32_e32 v106, v57, v116
	v_mfma_f32_16x16x32_f16 v[102:105], v[126:129], v[82:85], v[118:121]
	v_mul_f32_e32 v107, v57, v117
	v_mul_f32_e32 v76, v76, v108
	v_mul_f32_e32 v77, v77, v109
	v_sub_f32_e32 v106, v106, v6
	v_sub_f32_e32 v107, v107, v7
	s_nop 2
	v_mul_f32_e32 v102, v57, v102
	v_mul_f32_e32 v103, v57, v103
	v_mul_f32_e32 v104, v57, v104
	v_mul_f32_e32 v105, v57, v105
	v_sub_f32_e32 v102, v102, v8
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_sub_f32_e32 v103, v103, v9
	v_sub_f32_e32 v104, v104, v10
	v_sub_f32_e32 v105, v105, v11
	v_cmp_gt_f32_e64 s[10:11], s40, v106
	v_cmp_gt_f32_e64 s[12:13], s40, v107
	v_cmp_gt_f32_e64 s[14:15], s40, v102
	v_cmp_gt_f32_e64 s[16:17], s40, v103
	v_cmp_gt_f32_e64 s[18:19], s40, v104
	v_cndmask_b32_e64 v116, 1.0, 0.5, s[14:15]
	v_cmp_gt_f32_e64 s[20:21], s40, v105
	v_cndmask_b32_e64 v117, 1.0, 0.5, s[16:17]
	v_cndmask_b32_e64 v118, 1.0, 0.5, s[18:19]
	v_cndmask_b32_e64 v119, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v102, v102, v116
	v_mul_f32_e32 v103, v103, v117
	v_mul_f32_e32 v104, v104, v118
	v_mul_f32_e32 v105, v105, v119
	v_exp_f32_e32 v116, v104
	v_exp_f32_e32 v117, v105
	v_mul_f32_e32 v129, v116, v116
	v_cndmask_b32_e64 v116, v116, v129, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v54, v[94:97]
	ds_write_b128 v54, v[98:101] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[166:169], v54
	ds_read_b128 v[170:173], v54 offset:4608
	v_mul_f32_e32 v98, v57, v112
	v_mul_f32_e32 v99, v57, v113
	v_mfma_f32_16x16x32_f16 v[94:97], v[134:137], v[82:85], v[122:125]
	v_sub_f32_e32 v98, v98, v2
	v_sub_f32_e32 v99, v99, v3
	v_cmp_gt_f32_e64 s[2:3], s40, v98
	v_cmp_gt_f32_e64 s[4:5], s40, v99
	v_mul_f32_e32 v100, v57, v114
	v_cndmask_b32_e64 v110, 1.0, 0.5, s[2:3]
	v_cndmask_b32_e64 v111, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v98, v98, v110
	v_mul_f32_e32 v99, v99, v111
	v_mul_f32_e32 v101, v57, v115
	v_mul_f32_e32 v94, v57, v94
	v_mul_f32_e32 v95, v57, v95
	v_mul_f32_e32 v96, v57, v96
	v_mul_f32_e32 v97, v57, v97
	v_exp_f32_e32 v108, v98
	v_exp_f32_e32 v109, v99
	v_sub_f32_e32 v100, v100, v4
	v_sub_f32_e32 v101, v101, v5
	v_sub_f32_e32 v94, v94, v12
	v_sub_f32_e32 v95, v95, v13
	v_sub_f32_e32 v96, v96, v14
	v_sub_f32_e32 v97, v97, v15
	v_cmp_gt_f32_e64 s[6:7], s40, v100
	v_cmp_gt_f32_e64 s[8:9], s40, v101
	v_cndmask_b32_e64 v114, 1.0, 0.5, s[10:11]
	v_cndmask_b32_e64 v115, 1.0, 0.5, s[12:13]
	v_cmp_gt_f32_e64 s[22:23], s40, v94
	v_cmp_gt_f32_e64 s[24:25], s40, v95
	v_cmp_gt_f32_e64 s[26:27], s40, v96
	v_cmp_gt_f32_e64 s[28:29], s40, v97
	v_cndmask_b32_e64 v112, 1.0, 0.5, s[6:7]
	v_cndmask_b32_e64 v113, 1.0, 0.5, s[8:9]
	v_cndmask_b32_e64 v120, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v121, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v122, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v123, 1.0, 0.5, s[28:29]
	v_mul_f32_e32 v106, v106, v114
	v_mul_f32_e32 v107, v107, v115
	v_mul_f32_e32 v100, v100, v112
	v_mul_f32_e32 v101, v101, v113
	v_mul_f32_e32 v94, v94, v120
	v_mul_f32_e32 v95, v95, v121
	v_mul_f32_e32 v96, v96, v122
	v_mul_f32_e32 v97, v97, v123
	v_exp_f32_e32 v112, v106
	v_exp_f32_e32 v113, v107
	v_exp_f32_e32 v114, v102
	v_mul_f32_e32 v102, v76, v76
	v_mul_f32_e32 v106, v77, v77
	v_mul_f32_e32 v107, v108, v108
	v_mul_f32_e32 v122, v109, v109
	v_exp_f32_e32 v110, v100
	v_exp_f32_e32 v111, v101
	v_exp_f32_e32 v115, v103
	v_exp_f32_e32 v118, v94
	v_exp_f32_e32 v119, v95
	v_exp_f32_e32 v120, v96
	v_exp_f32_e32 v121, v97
	v_mfma_f32_16x16x32_f16 v[94:97], v[130:133], v[86:89], 0
	v_cndmask_b32_e32 v76, v76, v102, vcc
	v_cndmask_b32_e64 v77, v77, v106, s[0:1]
	v_cndmask_b32_e64 v135, v108, v107, s[2:3]
	v_mfma_f32_16x16x32_f16 v[98:101], v[142:145], v[86:89], 0
	v_cndmask_b32_e64 v122, v109, v122, s[4:5]
	v_mul_f32_e32 v123, v110, v110
	v_mul_f32_e32 v124, v111, v111
	v_mfma_f32_16x16x32_f16 v[102:105], v[150:153], v[86:89], 0
	v_mul_f32_e32 v125, v112, v112
	v_mul_f32_e32 v126, v113, v113
	v_mul_f32_e32 v127, v114, v114
	v_mfma_f32_16x16x32_f16 v[106:109], v[158:161], v[86:89], 0
	v_mul_f32_e32 v128, v115, v115
	v_mul_f32_e32 v130, v117, v117
	v_mul_f32_e32 v131, v118, v118
	v_mfma_f32_16x16x32_f16 v[94:97], v[138:141], v[90:93], v[94:97]
	v_mul_f32_e32 v132, v119, v119
	v_mul_f32_e32 v133, v120, v120
	v_mul_f32_e32 v134, v121, v121
	v_mfma_f32_16x16x32_f16 v[98:101], v[146:149], v[90:93], v[98:101]
	v_cndmask_b32_e64 v110, v110, v123, s[6:7]
	v_cndmask_b32_e64 v111, v111, v124, s[8:9]
	v_cndmask_b32_e64 v112, v112, v125, s[10:11]
	v_mfma_f32_16x16x32_f16 v[102:105], v[154:157], v[90:93], v[102:105]
	v_cndmask_b32_e64 v113, v113, v126, s[12:13]
	v_cndmask_b32_e64 v114, v114, v127, s[14:15]
	v_cndmask_b32_e64 v115, v115, v128, s[16:17]
	v_mfma_f32_16x16x32_f16 v[106:109], v[162:165], v[90:93], v[106:109]
	v_cndmask_b32_e64 v117, v117, v130, s[20:21]
	v_cndmask_b32_e64 v118, v118, v131, s[22:23]
	v_cndmask_b32_e64 v119, v119, v132, s[24:25]
	v_cndmask_b32_e64 v120, v120, v133, s[26:27]
	v_cndmask_b32_e64 v121, v121, v134, s[28:29]
	v_sub_f32_e32 v94, v94, v32
	v_sub_f32_e32 v95, v95, v33
	v_sub_f32_e32 v96, v96, v34
	v_sub_f32_e32 v97, v97, v35
	v_sub_f32_e32 v98, v98, v36
	v_sub_f32_e32 v99, v99, v37
	v_sub_f32_e32 v100, v100, v38
	v_sub_f32_e32 v101, v101, v39
	v_sub_f32_e32 v102, v102, v40
	v_sub_f32_e32 v103, v103, v41
	v_sub_f32_e32 v104, v104, v42
	v_sub_f32_e32 v105, v105, v43
	v_sub_f32_e32 v106, v106, v44
	v_sub_f32_e32 v107, v107, v45
	v_sub_f32_e32 v108, v108, v46
	v_sub_f32_e32 v109, v109, v47
	v_mul_f32_e32 v76, v76, v94
	v_mul_f32_e32 v94, v77, v95
	v_mul_f32_e32 v77, v135, v96
	v_mul_f32_e32 v95, v122, v97
	v_mul_f32_e32 v96, v110, v98
	v_mul_f32_e32 v97, v111, v99
	v_mul_f32_e32 v98, v112, v100
	v_mul_f32_e32 v99, v113, v101
	v_mul_f32_e32 v100, v114, v102
	v_mul_f32_e32 v101, v115, v103
	v_mul_f32_e32 v102, v116, v104
	v_mul_f32_e32 v103, v117, v105
	v_mul_f32_e32 v104, v118, v106
	v_mul_f32_e32 v105, v119, v107
	v_mul_f32_e32 v106, v120, v108
	v_mul_f32_e32 v107, v121, v109
	v_cvt_pk_f16_f32 v77, v77, v95
	v_cvt_pk_f16_f32 v76, v76, v94
	v_cvt_pk_f16_f32 v95, v98, v99
	v_cvt_pk_f16_f32 v94, v96, v97
	v_cvt_pk_f16_f32 v97, v102, v103
	v_cvt_pk_f16_f32 v96, v100, v101
	v_cvt_pk_f16_f32 v99, v106, v107
	v_cvt_pk_f16_f32 v98, v104, v105
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write2_b64 v56, v[76:77], v[94:95] offset1:4
	ds_write2_b64 v56, v[96:97], v[98:99] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[94:97], v55
	ds_read_b128 v[98:101], v55 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v70, v166
	ds_write_b16_d16_hi v70, v166 offset:144
	ds_write_b16 v70, v167 offset:288
	ds_write_b16_d16_hi v70, v167 offset:432
	ds_write_b16 v70, v168 offset:576
	ds_write_b16_d16_hi v70, v168 offset:720
	ds_write_b16 v70, v169 offset:864
	ds_write_b16_d16_hi v70, v169 offset:1008
	ds_write_b16 v70, v170 offset:64
	ds_write_b16_d16_hi v70, v170 offset:208
	ds_write_b16 v70, v171 offset:352
	ds_write_b16_d16_hi v70, v171 offset:496
	ds_write_b16 v70, v172 offset:640
	ds_write_b16_d16_hi v70, v172 offset:784
	ds_write_b16 v70, v173 offset:928
	ds_write_b16_d16_hi v70, v173 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[102:105], v69
	ds_read_b128 v[106:109], v69 offset:2304
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[20:23], v[102:105], v[94:97], v[20:23]
	ds_read_b128 v[102:105], v69 offset:4608
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[16:19], v[106:109], v[94:97], v[16:19]
	ds_read_b128 v[106:109], v69 offset:6912
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[24:27], v[102:105], v[94:97], v[24:27]
	ds_read_b128 v[102:105], v69 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[28:31], v[106:109], v[94:97], v[28:31]
	ds_read_b128 v[94:97], v69 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[20:23], v[102:105], v[98:101], v[20:23]
	ds_read_b128 v[102:105], v69 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[16:19], v[94:97], v[98:101], v[16:19]
	ds_read_b128 v[94:97], v69 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[24:27], v[102:105], v[98:101], v[24:27]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[28:31], v[94:97], v[98:101], v[28:31]
	s_cbranch_scc0 .LBB0_27
.LBB0_19:
	v_add_u32_e32 v76, s43, v63
	v_cmp_gt_i32_e64 s[0:1], s33, v76
	v_mov_b32_e32 v94, v75
	v_mov_b32_e32 v95, v75
	v_mov_b32_e32 v96, v75
	v_mov_b32_e32 v97, v75
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_21
	v_add_u32_e32 v94, s39, v74
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_add_u64 v[94:95], v[94:95], 1, v[48:49]
	global_load_dwordx4 v[94:97], v[94:95], off
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v76, 32, v76
	v_mov_b32_e32 v102, 0
	v_cmp_gt_i32_e32 vcc, s33, v76
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, v102
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
	v_add_u32_e32 v76, s39, v72
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshl_add_u64 v[76:77], v[76:77], 1, v[48:49]
	global_load_dwordx4 v[98:101], v[76:77], off
.LBB0_23:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v103, v102
	v_mov_b32_e32 v104, v102
	v_mov_b32_e32 v105, v102
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_25
	v_add_u32_e32 v76, s41, v73
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshl_add_u64 v[76:77], v[76:77], 1, v[50:51]
	global_load_dwordx4 v[102:105], v[76:77], off
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
	v_add_u32_e32 v76, s41, v71
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshl_add_u64 v[76:77], v[76:77], 1, v[50:51]
	global_load_dwordx4 v[106:109], v[76:77], off
	s_branch .LBB0_18
.LBB0_27:
	s_add_i32 s0, s44, 64
	s_min_i32 s36, s0, s33
	s_cmp_ge_i32 s44, s36
	v_or_b32_e32 v68, s44, v68
	s_cbranch_scc1 .LBB0_38
	v_add_u32_e32 v62, s44, v62
	v_add_u32_e32 v61, v62, v61
	v_add_u32_e32 v60, v61, v60
	v_add3_u32 v58, v60, v59, v58
	v_mul_u32_u24_e32 v64, 0x90, v64
	v_mul_u32_u24_e32 v52, 0x90, v52
	v_add_u32_e32 v60, 32, v58
	v_lshl_add_u32 v64, v65, 1, v64
	v_lshl_add_u32 v52, v63, 1, v52
	v_add3_u32 v63, s44, v67, v66
	v_mul_lo_u32 v59, s42, v60
	s_lshl_b32 s37, s42, 6
	v_mul_lo_u32 v60, s38, v60
	s_lshl_b32 s39, s38, 6
	v_mul_lo_u32 v61, s42, v58
	v_mul_lo_u32 v62, s38, v58
	s_mov_b32 s38, 0
	s_mov_b32 s40, 0xc2fc0000
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
	s_branch .LBB0_30
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v54, v[70:73]
	ds_write_b128 v54, v[74:77] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[102:105], v64
	ds_read_b128 v[108:111], v64 offset:64
	ds_read_b128 v[112:115], v64 offset:2304
	ds_read_b128 v[116:119], v64 offset:2368
	ds_read_b128 v[120:123], v64 offset:4608
	ds_read_b128 v[124:127], v64 offset:4672
	ds_read_b128 v[128:131], v64 offset:6912
	ds_read_b128 v[132:135], v64 offset:6976
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_f16 v[102:105], v[102:105], v[78:81], 0
	v_add_u32_e32 v65, s42, v63
	v_add_u32_e32 v66, 2, v65
	v_add_u32_e32 v67, 3, v65
	v_add_u32_e32 v69, 16, v65
	v_add_u32_e32 v106, 17, v65
	v_add_u32_e32 v107, 18, v65
	s_add_i32 s42, s42, 64
	s_add_i32 s41, s41, s37
	s_add_i32 s38, s38, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v54, v[94:97]
	ds_write_b128 v54, v[98:101] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[136:139], v64
	ds_read_b128 v[140:143], v64 offset:64
	ds_read_b128 v[144:147], v64 offset:2304
	ds_read_b128 v[148:151], v64 offset:2368
	ds_read_b128 v[152:155], v64 offset:4608
	ds_read_b128 v[156:159], v64 offset:4672
	ds_read_b128 v[160:163], v64 offset:6912
	ds_read_b128 v[164:167], v64 offset:6976
	v_mfma_f32_16x16x32_f16 v[94:97], v[112:115], v[78:81], 0
	v_add_u32_e32 v112, 51, v65
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v54, v[70:73]
	ds_write_b128 v54, v[74:77] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[168:171], v54
	ds_read_b128 v[172:175], v54 offset:4608
	v_mfma_f32_16x16x32_f16 v[70:73], v[120:123], v[78:81], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[98:101], v[108:111], v[82:85], v[102:105]
	v_add_u32_e32 v108, 35, v65
	v_add_u32_e32 v109, 48, v65
	v_add_u32_e32 v110, 49, v65
	v_mfma_f32_16x16x32_f16 v[94:97], v[116:119], v[82:85], v[94:97]
	v_add_u32_e32 v102, 19, v65
	s_nop 2
	v_mul_f32_e32 v98, v57, v98
	v_mul_f32_e32 v99, v57, v99
	v_mfma_f32_16x16x32_f16 v[70:73], v[124:127], v[82:85], v[70:73]
	v_sub_f32_e32 v98, v98, v0
	v_mul_f32_e32 v94, v57, v94
	v_mul_f32_e32 v100, v57, v100
	v_mfma_f32_16x16x32_f16 v[74:77], v[128:131], v[78:81], 0
	v_sub_f32_e32 v99, v99, v1
	s_nop 2
	v_mul_f32_e32 v72, v57, v72
	v_sub_f32_e32 v94, v94, v4
	v_sub_f32_e32 v72, v72, v10
	v_cmp_gt_f32_e32 vcc, s40, v98
	v_mul_f32_e32 v101, v57, v101
	v_sub_f32_e32 v100, v100, v2
	v_cndmask_b32_e64 v113, 1.0, 0.5, vcc
	v_cmp_gt_f32_e64 s[0:1], s40, v99
	v_cmp_gt_f32_e64 s[6:7], s40, v94
	v_cmp_gt_f32_e64 s[18:19], s40, v72
	v_mfma_f32_16x16x32_f16 v[74:77], v[132:135], v[82:85], v[74:77]
	v_sub_f32_e32 v101, v101, v3
	v_cndmask_b32_e64 v114, 1.0, 0.5, s[0:1]
	v_cmp_gt_f32_e64 s[2:3], s40, v100
	v_cndmask_b32_e64 v117, 1.0, 0.5, s[6:7]
	v_cndmask_b32_e64 v123, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v98, v98, v113
	v_mul_f32_e32 v95, v57, v95
	v_cndmask_b32_e64 v115, 1.0, 0.5, s[2:3]
	v_cmp_gt_f32_e64 s[4:5], s40, v101
	v_mul_f32_e32 v99, v99, v114
	v_mul_f32_e32 v94, v94, v117
	v_mul_f32_e32 v72, v72, v123
	v_exp_f32_e32 v98, v98
	v_mul_f32_e32 v96, v57, v96
	v_sub_f32_e32 v95, v95, v5
	v_cndmask_b32_e64 v116, 1.0, 0.5, s[4:5]
	v_mul_f32_e32 v100, v100, v115
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v72, v72
	v_mul_f32_e32 v97, v57, v97
	v_sub_f32_e32 v96, v96, v6
	v_cmp_gt_f32_e64 s[8:9], s40, v95
	v_mul_f32_e32 v101, v101, v116
	v_exp_f32_e32 v100, v100
	v_mul_f32_e32 v70, v57, v70
	v_mul_f32_e32 v71, v57, v71
	v_mul_f32_e32 v73, v57, v73
	v_mul_f32_e32 v74, v57, v74
	v_mul_f32_e32 v75, v57, v75
	v_mul_f32_e32 v76, v57, v76
	v_mul_f32_e32 v77, v57, v77
	v_sub_f32_e32 v97, v97, v7
	v_cndmask_b32_e64 v118, 1.0, 0.5, s[8:9]
	v_cmp_gt_f32_e64 s[10:11], s40, v96
	v_exp_f32_e32 v101, v101
	v_sub_f32_e32 v70, v70, v8
	v_sub_f32_e32 v71, v71, v9
	v_sub_f32_e32 v73, v73, v11
	v_sub_f32_e32 v74, v74, v12
	v_sub_f32_e32 v75, v75, v13
	v_sub_f32_e32 v76, v76, v14
	v_sub_f32_e32 v77, v77, v15
	v_cndmask_b32_e64 v119, 1.0, 0.5, s[10:11]
	v_cmp_gt_f32_e64 s[12:13], s40, v97
	v_mul_f32_e32 v95, v95, v118
	v_mul_f32_e32 v113, v98, v98
	v_cndmask_b32_e64 v120, 1.0, 0.5, s[12:13]
	v_cmp_gt_f32_e64 s[14:15], s40, v70
	v_cmp_gt_f32_e64 s[16:17], s40, v71
	v_cmp_gt_f32_e64 s[20:21], s40, v73
	v_cmp_gt_f32_e64 s[22:23], s40, v74
	v_cmp_gt_f32_e64 s[24:25], s40, v75
	v_cmp_gt_f32_e64 s[26:27], s40, v76
	v_cmp_gt_f32_e64 s[28:29], s40, v77
	v_mul_f32_e32 v96, v96, v119
	v_exp_f32_e32 v95, v95
	v_mul_f32_e32 v114, v99, v99
	v_mul_f32_e32 v117, v94, v94
	v_mul_f32_e32 v123, v72, v72
	v_cndmask_b32_e32 v98, v98, v113, vcc
	v_cmp_ge_i32_e32 vcc, v68, v65
	v_cndmask_b32_e64 v121, 1.0, 0.5, s[14:15]
	v_cndmask_b32_e64 v122, 1.0, 0.5, s[16:17]
	v_cndmask_b32_e64 v124, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v125, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v126, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v127, 1.0, 0.5, s[26:27]
	v_cndmask_b32_e64 v128, 1.0, 0.5, s[28:29]
	v_mul_f32_e32 v97, v97, v120
	v_exp_f32_e32 v96, v96
	v_mul_f32_e32 v115, v100, v100
	v_cndmask_b32_e64 v99, v99, v114, s[0:1]
	v_cndmask_b32_e64 v94, v94, v117, s[6:7]
	v_cndmask_b32_e64 v117, v72, v123, s[18:19]
	v_cndmask_b32_e32 v123, 0, v98, vcc
	v_cmp_gt_i32_e32 vcc, v68, v65
	v_add_u32_e32 v103, 32, v65
	v_add_u32_e32 v104, 33, v65
	v_add_u32_e32 v105, 34, v65
	v_add_u32_e32 v111, 50, v65
	v_mul_f32_e32 v70, v70, v121
	v_mul_f32_e32 v71, v71, v122
	v_mul_f32_e32 v73, v73, v124
	v_mul_f32_e32 v74, v74, v125
	v_mul_f32_e32 v75, v75, v126
	v_mul_f32_e32 v76, v76, v127
	v_mul_f32_e32 v77, v77, v128
	v_exp_f32_e32 v97, v97
	v_mul_f32_e32 v116, v101, v101
	v_cndmask_b32_e64 v100, v100, v115, s[2:3]
	v_cndmask_b32_e32 v65, 0, v99, vcc
	v_cmp_ge_i32_e32 vcc, v68, v66
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_cndmask_b32_e64 v101, v101, v116, s[4:5]
	v_cndmask_b32_e32 v66, 0, v100, vcc
	v_cmp_ge_i32_e32 vcc, v68, v67
	v_mul_f32_e32 v118, v95, v95
	v_mul_f32_e32 v119, v96, v96
	v_cndmask_b32_e32 v67, 0, v101, vcc
	v_cmp_ge_i32_e32 vcc, v68, v69
	v_cndmask_b32_e64 v95, v95, v118, s[8:9]
	v_mul_f32_e32 v120, v97, v97
	v_cndmask_b32_e32 v69, 0, v94, vcc
	v_cmp_ge_i32_e32 vcc, v68, v106
	v_cndmask_b32_e64 v113, v96, v119, s[10:11]
	v_mul_f32_e32 v121, v70, v70
	v_cndmask_b32_e32 v106, 0, v95, vcc
	v_cmp_ge_i32_e32 vcc, v68, v107
	v_mul_f32_e32 v122, v71, v71
	v_mul_f32_e32 v124, v73, v73
	v_mul_f32_e32 v125, v74, v74
	v_mul_f32_e32 v126, v75, v75
	v_mul_f32_e32 v127, v76, v76
	v_mul_f32_e32 v128, v77, v77
	v_cndmask_b32_e64 v114, v97, v120, s[12:13]
	v_cndmask_b32_e32 v107, 0, v113, vcc
	v_cmp_ge_i32_e32 vcc, v68, v102
	v_cndmask_b32_e64 v115, v70, v121, s[14:15]
	v_cndmask_b32_e64 v116, v71, v122, s[16:17]
	v_cndmask_b32_e64 v118, v73, v124, s[20:21]
	v_cndmask_b32_e64 v119, v74, v125, s[22:23]
	v_cndmask_b32_e64 v120, v75, v126, s[24:25]
	v_cndmask_b32_e64 v121, v76, v127, s[26:27]
	v_cndmask_b32_e64 v122, v77, v128, s[28:29]
	v_mfma_f32_16x16x32_f16 v[70:73], v[136:139], v[86:89], 0
	v_cndmask_b32_e32 v102, 0, v114, vcc
	v_cmp_ge_i32_e32 vcc, v68, v103
	s_barrier
	v_mfma_f32_16x16x32_f16 v[74:77], v[144:147], v[86:89], 0
	v_cndmask_b32_e32 v103, 0, v115, vcc
	v_cmp_ge_i32_e32 vcc, v68, v104
	v_mfma_f32_16x16x32_f16 v[94:97], v[152:155], v[86:89], 0
	s_nop 0
	v_cndmask_b32_e32 v104, 0, v116, vcc
	v_cmp_ge_i32_e32 vcc, v68, v105
	s_add_i32 s0, s44, s42
	v_mfma_f32_16x16x32_f16 v[98:101], v[160:163], v[86:89], 0
	v_cndmask_b32_e32 v105, 0, v117, vcc
	v_cmp_ge_i32_e32 vcc, v68, v108
	s_cmp_lt_i32 s0, s36
	v_mfma_f32_16x16x32_f16 v[70:73], v[140:143], v[90:93], v[70:73]
	v_cndmask_b32_e32 v108, 0, v118, vcc
	v_cmp_ge_i32_e32 vcc, v68, v109
	v_mfma_f32_16x16x32_f16 v[74:77], v[148:151], v[90:93], v[74:77]
	s_nop 0
	v_cndmask_b32_e32 v109, 0, v119, vcc
	v_cmp_ge_i32_e32 vcc, v68, v110
	s_nop 1
	v_sub_f32_e32 v70, v70, v32
	v_mfma_f32_16x16x32_f16 v[94:97], v[156:159], v[90:93], v[94:97]
	v_cndmask_b32_e32 v110, 0, v120, vcc
	v_cmp_ge_i32_e32 vcc, v68, v111
	v_sub_f32_e32 v71, v71, v33
	v_mfma_f32_16x16x32_f16 v[98:101], v[164:167], v[90:93], v[98:101]
	v_cndmask_b32_e32 v111, 0, v121, vcc
	v_cmp_ge_i32_e32 vcc, v68, v112
	v_sub_f32_e32 v72, v72, v34
	v_sub_f32_e32 v73, v73, v35
	v_cndmask_b32_e32 v112, 0, v122, vcc
	v_sub_f32_e32 v74, v74, v36
	v_sub_f32_e32 v75, v75, v37
	v_sub_f32_e32 v76, v76, v38
	v_sub_f32_e32 v77, v77, v39
	v_sub_f32_e32 v94, v94, v40
	v_sub_f32_e32 v95, v95, v41
	v_sub_f32_e32 v96, v96, v42
	v_sub_f32_e32 v97, v97, v43
	v_sub_f32_e32 v98, v98, v44
	v_sub_f32_e32 v99, v99, v45
	v_sub_f32_e32 v100, v100, v46
	v_sub_f32_e32 v101, v101, v47
	v_mul_f32_e32 v70, v123, v70
	v_mul_f32_e32 v65, v65, v71
	v_mul_f32_e32 v66, v66, v72
	v_mul_f32_e32 v67, v67, v73
	v_mul_f32_e32 v69, v69, v74
	v_mul_f32_e32 v72, v106, v75
	v_mul_f32_e32 v71, v107, v76
	v_mul_f32_e32 v73, v102, v77
	v_mul_f32_e32 v74, v103, v94
	v_mul_f32_e32 v75, v104, v95
	v_mul_f32_e32 v76, v105, v96
	v_mul_f32_e32 v77, v108, v97
	v_mul_f32_e32 v94, v109, v98
	v_mul_f32_e32 v95, v110, v99
	v_mul_f32_e32 v96, v111, v100
	v_mul_f32_e32 v97, v112, v101
	v_cvt_pk_f16_f32 v67, v66, v67
	v_cvt_pk_f16_f32 v66, v70, v65
	v_cvt_pk_f16_f32 v71, v71, v73
	v_cvt_pk_f16_f32 v70, v69, v72
	v_cvt_pk_f16_f32 v73, v76, v77
	v_cvt_pk_f16_f32 v72, v74, v75
	v_cvt_pk_f16_f32 v75, v96, v97
	v_cvt_pk_f16_f32 v74, v94, v95
	ds_write2_b64 v56, v[66:67], v[70:71] offset1:4
	ds_write2_b64 v56, v[72:73], v[74:75] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[70:73], v55
	ds_read_b128 v[74:77], v55 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v52, v168
	ds_write_b16_d16_hi v52, v168 offset:144
	ds_write_b16 v52, v169 offset:288
	ds_write_b16_d16_hi v52, v169 offset:432
	ds_write_b16 v52, v170 offset:576
	ds_write_b16_d16_hi v52, v170 offset:720
	ds_write_b16 v52, v171 offset:864
	ds_write_b16_d16_hi v52, v171 offset:1008
	ds_write_b16 v52, v172 offset:64
	ds_write_b16_d16_hi v52, v172 offset:208
	ds_write_b16 v52, v173 offset:352
	ds_write_b16_d16_hi v52, v173 offset:496
	ds_write_b16 v52, v174 offset:640
	ds_write_b16_d16_hi v52, v174 offset:784
	ds_write_b16 v52, v175 offset:928
	ds_write_b16_d16_hi v52, v175 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[94:97], v64
	ds_read_b128 v[98:101], v64 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[20:23], v[94:97], v[70:73], v[20:23]
	ds_read_b128 v[94:97], v64 offset:2304
	ds_read_b128 v[102:105], v64 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[16:19], v[94:97], v[70:73], v[16:19]
	ds_read_b128 v[94:97], v64 offset:4608
	ds_read_b128 v[106:109], v64 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[24:27], v[94:97], v[70:73], v[24:27]
	ds_read_b128 v[94:97], v64 offset:6912
	ds_read_b128 v[110:113], v64 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[28:31], v[94:97], v[70:73], v[28:31]
	v_mfma_f32_16x16x32_f16 v[20:23], v[98:101], v[74:77], v[20:23]
	v_mfma_f32_16x16x32_f16 v[16:19], v[102:105], v[74:77], v[16:19]
	v_mfma_f32_16x16x32_f16 v[24:27], v[106:109], v[74:77], v[24:27]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[28:31], v[110:113], v[74:77], v[28:31]
	s_cbranch_scc0 .LBB0_38
.LBB0_30:
	v_add_u32_e32 v65, s42, v58
	v_mov_b32_e32 v74, 0
	v_cmp_gt_i32_e32 vcc, s33, v65
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, v74
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_32
	v_add_u32_e32 v66, s38, v62
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[48:49]
	global_load_dwordx4 v[70:73], v[66:67], off
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v65, 32, v65
	v_cmp_gt_i32_e64 s[0:1], s33, v65
	v_mov_b32_e32 v75, v74
	v_mov_b32_e32 v76, v74
	v_mov_b32_e32 v77, v74
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v66, s38, v60
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[48:49]
	global_load_dwordx4 v[74:77], v[66:67], off
.LBB0_34:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, v98
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_36
	v_add_u32_e32 v66, s41, v61
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[50:51]
	global_load_dwordx4 v[94:97], v[66:67], off
.LBB0_36:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v99, v98
	v_mov_b32_e32 v100, v98
	v_mov_b32_e32 v101, v98
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_29
	v_add_u32_e32 v66, s41, v59
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[50:51]
	global_load_dwordx4 v[98:101], v[66:67], off
	s_branch .LBB0_29
.LBB0_38:
	v_cmp_gt_i32_e32 vcc, s33, v68
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_40
	s_add_u32 s0, s30, s34
	v_mul_lo_u32 v0, s46, v68
	s_addc_u32 s1, s31, s35
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[0:1]
	v_lshlrev_b32_e32 v2, 1, v53
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_mul_f32_e32 v2, s45, v20
	v_mul_f32_e32 v3, s45, v21
	v_mul_f32_e32 v12, s45, v22
	v_mul_f32_e32 v13, s45, v23
	v_cvt_pk_f16_f32 v2, v2, v3
	v_cvt_pk_f16_f32 v3, v12, v13
	v_mul_f32_e32 v12, s45, v19
	v_mul_f32_e32 v13, s45, v18
	v_mul_f32_e32 v14, s45, v17
	v_mul_f32_e32 v15, s45, v16
	v_mul_f32_e32 v8, s45, v27
	v_mul_f32_e32 v9, s45, v26
	v_mul_f32_e32 v10, s45, v25
	v_mul_f32_e32 v11, s45, v24
	global_store_dwordx2 v[0:1], v[2:3], off
	v_cvt_pk_f16_f32 v2, v15, v14
	v_cvt_pk_f16_f32 v3, v13, v12
	v_mul_f32_e32 v4, s45, v31
	v_mul_f32_e32 v5, s45, v30
	v_mul_f32_e32 v6, s45, v29
	v_mul_f32_e32 v7, s45, v28
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_cvt_pk_f16_f32 v2, v11, v10
	v_cvt_pk_f16_f32 v3, v9, v8
	global_store_dwordx2 v[0:1], v[2:3], off offset:64
	v_cvt_pk_f16_f32 v2, v7, v6
	v_cvt_pk_f16_f32 v3, v5, v4
	global_store_dwordx2 v[0:1], v[2:3], off offset:96
.LBB0_40:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_bwd_dq
		.amdhsa_group_segment_fixed_size 17408
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
		.amdhsa_next_free_vgpr 176
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 176
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

	.set _attn_bwd_dq.num_vgpr, 176
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 48
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
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     176
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
