	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	v_bfe_u32 v6, v0, 5, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s6, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s9, 0, s6
	s_xor_b32 s8, s3, s4
	s_ashr_i32 s8, s8, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v69, v0, 3, 1
	v_bfe_u32 v7, v0, 6, 1
	v_lshrrev_b32_e32 v8, 7, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v82, 2, v6
	v_lshlrev_b32_e32 v83, 3, v7
	v_lshlrev_b32_e32 v84, 4, v8
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
	s_sub_i32 s31, s3, s4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s5, s5, 31
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v45, 0
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
	s_sub_i32 s33, s4, s5
	s_abs_i32 s30, s33
	v_cvt_f32_u32_e32 v1, s30
	s_mul_i32 s4, s29, s16
	s_mul_i32 s7, s31, s17
	s_mul_hi_i32 s5, s29, s16
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_hi_i32 s6, s31, s17
	s_add_u32 s4, s7, s4
	s_addc_u32 s5, s6, s5
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b64 s[16:17], s[4:5], 1
	s_add_u32 s6, s20, s16
	s_addc_u32 s7, s21, s17
	v_readfirstlane_b32 s21, v1
	v_bfe_u32 v1, v0, 4, 1
	v_lshlrev_b32_e32 v81, 1, v1
	v_or3_b32 v2, v81, v69, v82
	s_lshl_b32 s19, s2, 6
	v_or3_b32 v85, v2, v83, v84
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v68, 56, v2
	v_or_b32_e32 v2, s19, v85
	v_cmp_gt_i32_e32 vcc, s28, v2
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_lshlrev_b32_e32 v44, 1, v68
	v_mov_b32_e32 v13, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v4, s18, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[44:45]
	global_load_dwordx4 v[10:13], v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_add3_u32 v4, s19, v85, 32
	v_cmp_gt_i32_e64 s[4:5], s28, v4
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v14, s18, v4
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[44:45]
	global_load_dwordx4 v[14:17], v[14:15], off
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[24:27], s[0:1], 0x70
	s_load_dwordx8 s[8:15], s[0:1], 0x20
	s_sub_i32 s2, 0, s30
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v45, 0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s7, s29, s24
	s_mul_i32 s6, s29, s24
	s_lshl_b64 s[6:7], s[6:7], 1
	s_mul_hi_i32 s35, s31, s25
	s_add_u32 s8, s8, s6
	s_mul_i32 s34, s31, s25
	s_addc_u32 s9, s9, s7
	s_lshl_b64 s[6:7], s[34:35], 1
	s_add_u32 s6, s8, s6
	s_addc_u32 s7, s9, s7
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v40
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v18, s26, v2
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[44:45]
	global_load_dwordx4 v[36:39], v[18:19], off
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	s_mul_i32 s2, s2, s21
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v43, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v18, s26, v4
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[44:45]
	global_load_dwordx4 v[40:43], v[18:19], off
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	s_mul_hi_i32 s7, s28, s3
	s_mul_i32 s6, s28, s3
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s8, s10, s6
	v_mov_b32_e32 v18, 0
	s_mul_hi_u32 s24, s21, s2
	s_addc_u32 s9, s11, s7
	v_mov_b32_e32 v22, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[8:9]
	global_load_dword v22, v[20:21], off
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_abs_i32 s20, s31
	s_add_i32 s21, s21, s24
	v_ashrrev_i32_e32 v5, 31, v4
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_12
	v_lshl_add_u64 v[18:19], v[4:5], 2, s[8:9]
	global_load_dword v18, v[18:19], off
.LBB0_12:
	s_or_b64 exec, exec, s[10:11]
	s_add_u32 s6, s12, s6
	v_mov_b32_e32 v46, 0
	s_mul_hi_u32 s21, s20, s21
	s_addc_u32 s7, s13, s7
	v_mov_b32_e32 v50, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v50, v[2:3], off
.LBB0_14:
	s_or_b64 exec, exec, s[8:9]
	s_ashr_i32 s13, s31, 31
	s_ashr_i32 s24, s33, 31
	v_mov_b32_e32 v45, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_16
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[6:7]
	global_load_dword v46, v[2:3], off
.LBB0_16:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v86, 15, v0
	v_lshlrev_b32_e32 v0, 4, v7
	v_lshlrev_b32_e32 v2, 5, v8
	v_or_b32_e32 v0, v0, v2
	v_or_b32_e32 v89, v0, v86
	v_lshlrev_b32_e32 v87, 2, v1
	v_lshlrev_b32_e32 v88, 3, v6
	v_or_b32_e32 v78, v87, v88
	s_movk_i32 s4, 0x90
	v_mul_u32_u24_e32 v0, 0x90, v89
	v_mad_u32_u24 v79, v85, s4, v44
	v_lshl_add_u32 v8, v78, 1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v79, v[10:13]
	ds_write_b128 v79, v[14:17] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[0:3], v8 offset1:4
	ds_read2_b64 v[4:7], v8 offset0:8 offset1:12
	v_mul_u32_u24_e32 v9, 0x110, v85
	v_lshl_add_u32 v15, v68, 2, v9
	v_mul_u32_u24_e32 v9, 0x110, v89
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v22
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v21, v18
	v_lshl_add_u32 v60, v78, 2, v9
	v_mov_b32_e32 v19, v18
	s_load_dword s12, s[0:1], 0x18
	s_load_dwordx8 s[4:11], s[0:1], 0x50
	s_mul_i32 s0, s21, s30
	s_sub_i32 s0, s20, s0
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s7, s13, s24
	s_add_i32 s1, s21, 1
	s_sub_i32 s11, s0, s30
	s_cmp_ge_u32 s0, s30
	s_cselect_b32 s13, s1, s21
	s_cselect_b32 s11, s11, s0
	s_add_i32 s24, s13, 1
	s_cmp_ge_u32 s11, s30
	s_mul_hi_i32 s1, s29, s4
	s_mul_i32 s0, s29, s4
	s_cselect_b32 s4, s24, s13
	s_xor_b32 s4, s4, s7
	s_lshl_b64 s[0:1], s[0:1], 1
	s_sub_i32 s4, s4, s7
	s_add_u32 s7, s22, s0
	s_mul_hi_i32 s25, s4, s5
	s_mul_i32 s24, s4, s5
	v_mov_b32_e32 v54, 0x3fb8aa3b
	v_mov_b32_e32 v51, v50
	v_mov_b32_e32 v52, v50
	v_mov_b32_e32 v53, v50
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	s_mul_hi_i32 s21, s29, s8
	s_mul_i32 s20, s29, s8
	s_addc_u32 s8, s23, s1
	s_lshl_b64 s[0:1], s[24:25], 1
	v_mov_b32_e32 v47, v46
	v_mul_f32_e32 v80, s12, v54
	s_add_u32 s0, s7, s0
	s_mul_hi_i32 s5, s4, s9
	s_mul_i32 s4, s4, s9
	s_addc_u32 s1, s8, s1
	s_lshl_b64 s[8:9], s[20:21], 1
	s_add_u32 s2, s2, s8
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[44:45]
	s_addc_u32 s3, s3, s9
	s_lshl_b64 s[0:1], s[4:5], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_lshl_add_u64 v[66:67], s[0:1], 0, v[44:45]
	s_cmp_lt_i32 s19, 1
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	s_barrier
	ds_write_b128 v15, v[22:25]
	ds_write_b128 v15, v[22:25] offset:16
	ds_write_b128 v15, v[18:21] offset:8704
	ds_write_b128 v15, v[18:21] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[20:23], v60
	ds_read_b128 v[24:27], v60 offset:64
	ds_read_b128 v[28:31], v60 offset:128
	ds_read_b128 v[32:35], v60 offset:192
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v79, v[36:39]
	ds_write_b128 v79, v[40:43] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[36:39], v8 offset1:4
	ds_read2_b64 v[40:43], v8 offset0:8 offset1:12
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v15, v[50:53]
	ds_write_b128 v15, v[50:53] offset:16
	ds_write_b128 v15, v[46:49] offset:8704
	ds_write_b128 v15, v[46:49] offset:8720
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[48:51], v60
	ds_read_b128 v[52:55], v60 offset:64
	ds_read_b128 v[56:59], v60 offset:128
	ds_read_b128 v[60:63], v60 offset:192
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	s_cbranch_scc1 .LBB0_27
	v_mul_u32_u24_e32 v8, 0x90, v86
	v_lshl_add_u32 v90, v78, 1, v8
	v_mul_u32_u24_e32 v8, 0x90, v68
	v_lshl_add_u32 v91, v85, 1, v8
	v_add_u32_e32 v8, v84, v83
	v_add3_u32 v8, v8, v82, v81
	v_add3_u32 v8, v8, v69, 32
	v_mov_b32_e32 v96, 0
	v_mul_lo_u32 v92, s10, v8
	s_lshl_b32 s4, s10, 6
	v_mul_lo_u32 v93, s6, v8
	s_lshl_b32 s5, s6, 6
	v_mul_lo_u32 v94, s10, v85
	v_mul_lo_u32 v95, s6, v85
	s_mov_b32 s7, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	s_mov_b32 s8, 0xc2fc0000
	v_add_u32_e32 v97, 0x800, v90
	v_add_u32_e32 v98, 0x1000, v90
	v_add_u32_e32 v99, 0x1800, v90
	s_mov_b32 s9, 0
	v_mov_b32_e32 v47, v96
	s_mov_b32 s11, 0
	s_branch .LBB0_19
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v79, v[100:103]
	ds_write_b128 v79, v[104:107] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[108:111], v90 offset1:4
	ds_read2_b64 v[112:115], v90 offset0:8 offset1:12
	ds_read2_b64 v[116:119], v97 offset0:32 offset1:36
	ds_read2_b64 v[120:123], v97 offset0:40 offset1:44
	ds_read2_b64 v[124:127], v98 offset0:64 offset1:68
	ds_read2_b64 v[128:131], v98 offset0:72 offset1:76
	ds_read2_b64 v[132:135], v99 offset0:96 offset1:100
	ds_read2_b64 v[136:139], v99 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[140:143], v[108:109], v[0:1], 0
	s_add_i32 s11, s11, 64
	s_add_i32 s9, s9, s4
	s_add_i32 s7, s7, s5
	v_mfma_f32_16x16x16_f16 v[108:111], v[110:111], v[2:3], v[140:143]
	s_cmp_lt_i32 s11, s19
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[108:111], v[112:113], v[4:5], v[108:111]
	s_barrier
	ds_write_b128 v79, v[70:73]
	ds_write_b128 v79, v[74:77] offset:4608
	v_mfma_f32_16x16x16_f16 v[108:111], v[114:115], v[6:7], v[108:111]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[112:115], v[116:117], v[0:1], 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[118:119], v[2:3], v[112:115]
	s_nop 2
	v_mul_f32_e32 v108, v80, v108
	v_sub_f32_e32 v108, v108, v20
	v_cmp_gt_f32_e32 vcc, s8, v108
	v_mfma_f32_16x16x16_f16 v[112:115], v[120:121], v[4:5], v[112:115]
	v_mul_f32_e32 v109, v80, v109
	v_sub_f32_e32 v109, v109, v21
	v_mul_f32_e32 v110, v80, v110
	v_mfma_f32_16x16x16_f16 v[112:115], v[122:123], v[6:7], v[112:115]
	v_sub_f32_e32 v110, v110, v22
	v_mul_f32_e32 v111, v80, v111
	v_sub_f32_e32 v111, v111, v23
	v_mfma_f32_16x16x16_f16 v[120:123], v[132:133], v[0:1], 0
	v_mfma_f32_16x16x16_f16 v[116:119], v[124:125], v[0:1], 0
	v_cndmask_b32_e64 v124, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v108, v124
	v_exp_f32_e32 v108, v108
	v_mfma_f32_16x16x16_f16 v[120:123], v[134:135], v[2:3], v[120:123]
	v_mul_f32_e32 v112, v80, v112
	v_sub_f32_e32 v112, v112, v24
	v_mul_f32_e32 v124, v108, v108
	v_mfma_f32_16x16x16_f16 v[120:123], v[136:137], v[4:5], v[120:123]
	v_cndmask_b32_e32 v136, v108, v124, vcc
	v_cmp_gt_f32_e32 vcc, s8, v109
	v_mul_f32_e32 v113, v80, v113
	v_mfma_f32_16x16x16_f16 v[120:123], v[138:139], v[6:7], v[120:123]
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v109, v108
	v_exp_f32_e32 v108, v108
	v_sub_f32_e32 v113, v113, v25
	v_mul_f32_e32 v114, v80, v114
	v_sub_f32_e32 v114, v114, v26
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v137, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v110
	v_mfma_f32_16x16x16_f16 v[116:119], v[126:127], v[2:3], v[116:119]
	v_mul_f32_e32 v115, v80, v115
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v110, v108
	v_exp_f32_e32 v108, v108
	v_mfma_f32_16x16x16_f16 v[116:119], v[128:129], v[4:5], v[116:119]
	v_sub_f32_e32 v115, v115, v27
	v_mul_f32_e32 v120, v80, v120
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v138, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v111
	v_mfma_f32_16x16x16_f16 v[116:119], v[130:131], v[6:7], v[116:119]
	v_sub_f32_e32 v120, v120, v32
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v111, v108
	v_exp_f32_e32 v108, v108
	v_mul_f32_e32 v121, v80, v121
	s_nop 1
	v_mul_f32_e32 v116, v80, v116
	v_sub_f32_e32 v116, v116, v28
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v139, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v112
	v_mul_f32_e32 v117, v80, v117
	v_sub_f32_e32 v117, v117, v29
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v112, v108
	v_exp_f32_e32 v108, v108
	v_mul_f32_e32 v118, v80, v118
	v_sub_f32_e32 v118, v118, v30
	v_mul_f32_e32 v119, v80, v119
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v140, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v113
	v_sub_f32_e32 v119, v119, v31
	v_sub_f32_e32 v121, v121, v33
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v113, v108
	v_exp_f32_e32 v108, v108
	v_mul_f32_e32 v122, v80, v122
	v_sub_f32_e32 v122, v122, v34
	v_mul_f32_e32 v123, v80, v123
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v141, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v114
	v_sub_f32_e32 v123, v123, v35
	s_nop 0
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v114, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v142, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v115
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v115, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v143, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v116
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v116, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v144, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v117
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v117, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v145, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v118
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v118, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v146, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v119
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v119, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v147, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v120
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v120, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v148, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v121
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v121, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v149, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v122
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v122, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v150, v108, v109, vcc
	v_cmp_gt_f32_e32 vcc, s8, v123
	s_nop 1
	v_cndmask_b32_e64 v108, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v123, v108
	v_exp_f32_e32 v108, v108
	s_nop 0
	v_mul_f32_e32 v109, v108, v108
	v_cndmask_b32_e32 v151, v108, v109, vcc
	ds_read2_b64 v[70:73], v90 offset1:4
	ds_read2_b64 v[74:77], v90 offset0:8 offset1:12
	ds_read2_b64 v[108:111], v97 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v97 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v98 offset0:64 offset1:68
	ds_read2_b64 v[120:123], v98 offset0:72 offset1:76
	ds_read2_b64 v[124:127], v99 offset0:96 offset1:100
	ds_read2_b64 v[128:131], v99 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[132:135], v[70:71], v[36:37], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v79, v[100:103]
	ds_write_b128 v79, v[104:107] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[100:103], v79
	ds_read_b128 v[104:107], v79 offset:4608
	v_mfma_f32_16x16x16_f16 v[70:73], v[72:73], v[38:39], v[132:135]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[74:75], v[40:41], v[70:73]
	s_barrier
	ds_write_b16 v91, v100
	ds_write_b16_d16_hi v91, v100 offset:144
	ds_write_b16 v91, v101 offset:288
	ds_write_b16_d16_hi v91, v101 offset:432
	ds_write_b16 v91, v102 offset:576
	ds_write_b16_d16_hi v91, v102 offset:720
	ds_write_b16 v91, v103 offset:864
	ds_write_b16_d16_hi v91, v103 offset:1008
	ds_write_b16 v91, v104 offset:64
	ds_write_b16_d16_hi v91, v104 offset:208
	ds_write_b16 v91, v105 offset:352
	ds_write_b16_d16_hi v91, v105 offset:496
	ds_write_b16 v91, v106 offset:640
	ds_write_b16_d16_hi v91, v106 offset:784
	ds_write_b16 v91, v107 offset:928
	ds_write_b16_d16_hi v91, v107 offset:1072
	v_mfma_f32_16x16x16_f16 v[70:73], v[76:77], v[42:43], v[70:73]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[74:77], v[108:109], v[36:37], 0
	v_mfma_f32_16x16x16_f16 v[74:77], v[110:111], v[38:39], v[74:77]
	s_nop 2
	v_sub_f32_e32 v70, v70, v48
	v_sub_f32_e32 v132, v71, v49
	v_sub_f32_e32 v71, v72, v50
	v_mfma_f32_16x16x16_f16 v[74:77], v[112:113], v[40:41], v[74:77]
	v_sub_f32_e32 v133, v73, v51
	v_mfma_f32_16x16x16_f16 v[74:77], v[114:115], v[42:43], v[74:77]
	v_mfma_f32_16x16x16_f16 v[108:111], v[116:117], v[36:37], 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[124:125], v[36:37], 0
	s_nop 4
	v_sub_f32_e32 v72, v74, v52
	v_sub_f32_e32 v73, v76, v54
	v_sub_f32_e32 v134, v75, v53
	v_mfma_f32_16x16x16_f16 v[108:111], v[118:119], v[38:39], v[108:111]
	v_sub_f32_e32 v135, v77, v55
	v_fma_mixlo_f16 v76, v136, v70, 0
	v_fma_mixlo_f16 v77, v138, v71, 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[126:127], v[38:39], v[112:115]
	v_fma_mixlo_f16 v74, v140, v72, 0
	v_fma_mixlo_f16 v75, v142, v73, 0
	v_fma_mixhi_f16 v77, v139, v133, 0
	v_mfma_f32_16x16x16_f16 v[108:111], v[120:121], v[40:41], v[108:111]
	v_fma_mixhi_f16 v76, v137, v132, 0
	v_fma_mixhi_f16 v75, v143, v135, 0
	v_fma_mixhi_f16 v74, v141, v134, 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[128:129], v[40:41], v[112:115]
	v_mfma_f32_16x16x16_f16 v[108:111], v[122:123], v[42:43], v[108:111]
	v_mfma_f32_16x16x16_f16 v[112:115], v[130:131], v[42:43], v[112:115]
	s_nop 5
	v_sub_f32_e32 v108, v108, v56
	v_sub_f32_e32 v152, v109, v57
	v_sub_f32_e32 v109, v110, v58
	v_sub_f32_e32 v153, v111, v59
	v_sub_f32_e32 v110, v112, v60
	v_sub_f32_e32 v111, v114, v62
	v_sub_f32_e32 v154, v113, v61
	v_sub_f32_e32 v155, v115, v63
	v_fma_mixlo_f16 v70, v144, v108, 0
	v_fma_mixlo_f16 v71, v146, v109, 0
	v_fma_mixlo_f16 v72, v148, v110, 0
	v_fma_mixlo_f16 v73, v150, v111, 0
	ds_read2_b64 v[100:103], v90 offset1:4
	ds_read2_b64 v[104:107], v90 offset0:8 offset1:12
	ds_read2_b64 v[108:111], v97 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v97 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v98 offset0:64 offset1:68
	ds_read2_b64 v[120:123], v98 offset0:72 offset1:76
	ds_read2_b64 v[124:127], v99 offset0:96 offset1:100
	ds_read2_b64 v[128:131], v99 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[16:19], v[100:101], v[76:77], v[16:19]
	v_fma_mixhi_f16 v71, v147, v153, 0
	v_fma_mixhi_f16 v70, v145, v152, 0
	v_fma_mixhi_f16 v73, v151, v155, 0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[8:11], v[108:109], v[76:77], v[8:11]
	v_fma_mixhi_f16 v72, v149, v154, 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[12:15], v[116:117], v[76:77], v[12:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[44:47], v[124:125], v[76:77], v[44:47]
	v_mfma_f32_16x16x16_f16 v[16:19], v[102:103], v[74:75], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[110:111], v[74:75], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[118:119], v[74:75], v[12:15]
	v_mfma_f32_16x16x16_f16 v[44:47], v[126:127], v[74:75], v[44:47]
	v_mfma_f32_16x16x16_f16 v[16:19], v[104:105], v[70:71], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[112:113], v[70:71], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[120:121], v[70:71], v[12:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[44:47], v[128:129], v[70:71], v[44:47]
	v_mfma_f32_16x16x16_f16 v[16:19], v[106:107], v[72:73], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[114:115], v[72:73], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[122:123], v[72:73], v[12:15]
	v_mfma_f32_16x16x16_f16 v[44:47], v[130:131], v[72:73], v[44:47]
	s_cbranch_scc0 .LBB0_27
.LBB0_19:
	v_add_u32_e32 v70, s11, v85
	v_cmp_gt_i32_e64 s[0:1], s28, v70
	v_mov_b32_e32 v100, v96
	v_mov_b32_e32 v101, v96
	v_mov_b32_e32 v102, v96
	v_mov_b32_e32 v103, v96
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_21
	v_add_u32_e32 v72, s7, v95
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[64:65]
	global_load_dwordx4 v[100:103], v[72:73], off
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v70, 32, v70
	v_cmp_gt_i32_e32 vcc, s28, v70
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, v70
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
	v_add_u32_e32 v72, s7, v93
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[64:65]
	global_load_dwordx4 v[104:107], v[72:73], off
.LBB0_23:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v71, v70
	v_mov_b32_e32 v72, v70
	v_mov_b32_e32 v73, v70
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_25
	v_add_u32_e32 v70, s9, v94
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[70:71], 1, v[66:67]
	global_load_dwordx4 v[70:73], v[70:71], off
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
	v_add_u32_e32 v74, s9, v92
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 1, v[66:67]
	global_load_dwordx4 v[74:77], v[74:75], off
	s_branch .LBB0_18
.LBB0_27:
	s_add_i32 s0, s19, 64
	s_min_i32 s4, s0, s28
	s_cmp_ge_i32 s19, s4
	v_or_b32_e32 v76, s19, v89
	s_cbranch_scc1 .LBB0_38
	v_mul_u32_u24_e32 v68, 0x90, v68
	v_lshl_add_u32 v85, v85, 1, v68
	v_add_u32_e32 v68, s19, v84
	v_add_u32_e32 v68, v68, v83
	v_add_u32_e32 v68, v68, v82
	v_mul_u32_u24_e32 v70, 0x90, v86
	v_add3_u32 v81, v68, v81, v69
	v_lshl_add_u32 v77, v78, 1, v70
	v_add_u32_e32 v68, 32, v81
	v_add3_u32 v86, s19, v88, v87
	v_mul_lo_u32 v82, s10, v68
	s_lshl_b32 s5, s10, 6
	v_mul_lo_u32 v83, s6, v68
	s_lshl_b32 s7, s6, 6
	v_mul_lo_u32 v84, s10, v81
	v_mul_lo_u32 v87, s6, v81
	s_mov_b32 s6, 0
	s_mov_b32 s8, 0xc2fc0000
	v_add_u32_e32 v88, 0x800, v77
	v_add_u32_e32 v89, 0x1000, v77
	v_add_u32_e32 v90, 0x1800, v77
	s_mov_b32 s9, 0
	s_mov_b32 s10, 0
	s_branch .LBB0_30
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v79, v[100:103]
	ds_write_b128 v79, v[104:107] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[92:95], v77 offset1:4
	ds_read2_b64 v[96:99], v77 offset0:8 offset1:12
	ds_read2_b64 v[108:111], v88 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v88 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v89 offset0:64 offset1:68
	ds_read2_b64 v[120:123], v89 offset0:72 offset1:76
	ds_read2_b64 v[124:127], v90 offset0:96 offset1:100
	ds_read2_b64 v[128:131], v90 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[132:135], v[92:93], v[0:1], 0
	v_add_u32_e32 v91, s10, v86
	v_add_u32_e32 v136, 2, v91
	v_add_u32_e32 v137, 3, v91
	v_mfma_f32_16x16x16_f16 v[92:95], v[94:95], v[2:3], v[132:135]
	v_add_u32_e32 v138, 16, v91
	v_add_u32_e32 v139, 17, v91
	v_add_u32_e32 v140, 18, v91
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[92:95], v[96:97], v[4:5], v[92:95]
	v_add_u32_e32 v141, 19, v91
	v_add_u32_e32 v142, 32, v91
	v_add_u32_e32 v143, 33, v91
	v_mfma_f32_16x16x16_f16 v[92:95], v[98:99], v[6:7], v[92:95]
	v_add_u32_e32 v144, 34, v91
	v_add_u32_e32 v145, 35, v91
	v_add_u32_e32 v146, 48, v91
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[96:99], v[108:109], v[0:1], 0
	v_add_u32_e32 v147, 49, v91
	s_nop 0
	v_mul_f32_e32 v92, v80, v92
	v_sub_f32_e32 v92, v92, v20
	v_cmp_gt_f32_e32 vcc, s8, v92
	v_mfma_f32_16x16x16_f16 v[96:99], v[110:111], v[2:3], v[96:99]
	v_mul_f32_e32 v93, v80, v93
	v_sub_f32_e32 v93, v93, v21
	v_mul_f32_e32 v94, v80, v94
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[108:111], v[116:117], v[0:1], 0
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v92, v92, v116
	v_exp_f32_e32 v92, v92
	v_sub_f32_e32 v94, v94, v22
	v_mfma_f32_16x16x16_f16 v[96:99], v[112:113], v[4:5], v[96:99]
	v_mul_f32_e32 v95, v80, v95
	v_mul_f32_e32 v116, v92, v92
	v_cndmask_b32_e32 v92, v92, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v93
	v_sub_f32_e32 v95, v95, v23
	v_mfma_f32_16x16x16_f16 v[96:99], v[114:115], v[6:7], v[96:99]
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v93, v93, v116
	v_exp_f32_e32 v93, v93
	v_mfma_f32_16x16x16_f16 v[108:111], v[118:119], v[2:3], v[108:111]
	v_add_u32_e32 v148, 50, v91
	s_nop 1
	v_mul_f32_e32 v96, v80, v96
	v_mul_f32_e32 v116, v93, v93
	v_cndmask_b32_e32 v93, v93, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v94
	v_sub_f32_e32 v96, v96, v24
	v_mul_f32_e32 v97, v80, v97
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v94, v94, v116
	v_exp_f32_e32 v94, v94
	v_sub_f32_e32 v97, v97, v25
	v_mul_f32_e32 v98, v80, v98
	v_sub_f32_e32 v98, v98, v26
	v_mul_f32_e32 v116, v94, v94
	v_cndmask_b32_e32 v94, v94, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v95
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[108:111], v[120:121], v[4:5], v[108:111]
	v_mul_f32_e32 v99, v80, v99
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v95, v95, v116
	v_exp_f32_e32 v95, v95
	v_sub_f32_e32 v99, v99, v27
	v_mfma_f32_16x16x16_f16 v[108:111], v[122:123], v[6:7], v[108:111]
	v_add_u32_e32 v149, 51, v91
	v_mul_f32_e32 v116, v95, v95
	v_cndmask_b32_e32 v95, v95, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v96
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[112:115], v[124:125], v[0:1], 0
	s_nop 0
	v_mul_f32_e32 v108, v80, v108
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v96, v96, v116
	v_exp_f32_e32 v96, v96
	v_sub_f32_e32 v108, v108, v28
	v_mul_f32_e32 v109, v80, v109
	v_sub_f32_e32 v109, v109, v29
	v_mul_f32_e32 v116, v96, v96
	v_cndmask_b32_e32 v96, v96, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v97
	v_mul_f32_e32 v110, v80, v110
	v_sub_f32_e32 v110, v110, v30
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v97, v97, v116
	v_exp_f32_e32 v97, v97
	v_mfma_f32_16x16x16_f16 v[112:115], v[126:127], v[2:3], v[112:115]
	v_mul_f32_e32 v111, v80, v111
	v_sub_f32_e32 v111, v111, v31
	v_mul_f32_e32 v116, v97, v97
	v_cndmask_b32_e32 v97, v97, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v98
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[112:115], v[128:129], v[4:5], v[112:115]
	v_cmp_ge_i32_e64 s[0:1], v76, v91
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v98, v98, v116
	v_exp_f32_e32 v98, v98
	v_mfma_f32_16x16x16_f16 v[112:115], v[130:131], v[6:7], v[112:115]
	v_cndmask_b32_e64 v150, 0, v92, s[0:1]
	s_add_i32 s10, s10, 64
	v_mul_f32_e32 v116, v98, v98
	v_cndmask_b32_e32 v98, v98, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v99
	s_nop 1
	v_mul_f32_e32 v112, v80, v112
	v_sub_f32_e32 v112, v112, v32
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v99, v99, v116
	v_exp_f32_e32 v99, v99
	v_mul_f32_e32 v113, v80, v113
	v_sub_f32_e32 v113, v113, v33
	v_mul_f32_e32 v114, v80, v114
	v_mul_f32_e32 v116, v99, v99
	v_cndmask_b32_e32 v99, v99, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v108
	v_sub_f32_e32 v114, v114, v34
	v_mul_f32_e32 v115, v80, v115
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v108, v108, v116
	v_exp_f32_e32 v108, v108
	v_sub_f32_e32 v115, v115, v35
	s_add_i32 s0, s19, s10
	s_add_i32 s9, s9, s5
	v_mul_f32_e32 v116, v108, v108
	v_cndmask_b32_e32 v108, v108, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v109
	s_add_i32 s6, s6, s7
	s_cmp_lt_i32 s0, s4
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v109, v109, v116
	v_exp_f32_e32 v109, v109
	s_nop 0
	v_mul_f32_e32 v116, v109, v109
	v_cndmask_b32_e32 v109, v109, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v110
	s_barrier
	s_nop 0
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v110, v110, v116
	v_exp_f32_e32 v110, v110
	ds_write_b128 v79, v[68:71]
	ds_write_b128 v79, v[72:75] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mul_f32_e32 v116, v110, v110
	v_cndmask_b32_e32 v110, v110, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v111
	s_nop 1
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v111, v111, v116
	v_exp_f32_e32 v111, v111
	s_nop 0
	v_mul_f32_e32 v116, v111, v111
	v_cndmask_b32_e32 v111, v111, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v112
	s_nop 1
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v112, v112, v116
	v_exp_f32_e32 v112, v112
	s_nop 0
	v_mul_f32_e32 v116, v112, v112
	v_cndmask_b32_e32 v112, v112, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v113
	s_nop 1
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v113, v113, v116
	v_exp_f32_e32 v113, v113
	s_nop 0
	v_mul_f32_e32 v116, v113, v113
	v_cndmask_b32_e32 v113, v113, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v114
	s_nop 1
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v114, v114, v116
	v_exp_f32_e32 v114, v114
	s_nop 0
	v_mul_f32_e32 v116, v114, v114
	v_cndmask_b32_e32 v114, v114, v116, vcc
	v_cmp_gt_f32_e32 vcc, s8, v115
	s_nop 1
	v_cndmask_b32_e64 v116, 1.0, 0.5, vcc
	v_mul_f32_e32 v115, v115, v116
	v_exp_f32_e32 v115, v115
	s_nop 0
	v_mul_f32_e32 v116, v115, v115
	v_cndmask_b32_e32 v115, v115, v116, vcc
	v_cmp_gt_i32_e32 vcc, v76, v91
	s_nop 1
	v_cndmask_b32_e32 v91, 0, v93, vcc
	v_cmp_ge_i32_e32 vcc, v76, v136
	s_nop 1
	v_cndmask_b32_e32 v136, 0, v94, vcc
	v_cmp_ge_i32_e32 vcc, v76, v137
	s_nop 1
	v_cndmask_b32_e32 v93, 0, v95, vcc
	v_cmp_ge_i32_e32 vcc, v76, v138
	s_nop 1
	v_cndmask_b32_e32 v137, 0, v96, vcc
	v_cmp_ge_i32_e32 vcc, v76, v139
	s_nop 1
	v_cndmask_b32_e32 v92, 0, v97, vcc
	v_cmp_ge_i32_e32 vcc, v76, v140
	s_nop 1
	v_cndmask_b32_e32 v138, 0, v98, vcc
	v_cmp_ge_i32_e32 vcc, v76, v141
	s_nop 1
	v_cndmask_b32_e32 v94, 0, v99, vcc
	v_cmp_ge_i32_e32 vcc, v76, v142
	s_nop 1
	v_cndmask_b32_e32 v99, 0, v108, vcc
	v_cmp_ge_i32_e32 vcc, v76, v143
	s_nop 1
	v_cndmask_b32_e32 v95, 0, v109, vcc
	v_cmp_ge_i32_e32 vcc, v76, v144
	s_nop 1
	v_cndmask_b32_e32 v139, 0, v110, vcc
	v_cmp_ge_i32_e32 vcc, v76, v145
	s_nop 1
	v_cndmask_b32_e32 v96, 0, v111, vcc
	v_cmp_ge_i32_e32 vcc, v76, v146
	s_nop 1
	v_cndmask_b32_e32 v140, 0, v112, vcc
	v_cmp_ge_i32_e32 vcc, v76, v147
	s_nop 1
	v_cndmask_b32_e32 v97, 0, v113, vcc
	v_cmp_ge_i32_e32 vcc, v76, v148
	s_nop 1
	v_cndmask_b32_e32 v141, 0, v114, vcc
	v_cmp_ge_i32_e32 vcc, v76, v149
	s_nop 1
	v_cndmask_b32_e32 v98, 0, v115, vcc
	ds_read2_b64 v[68:71], v77 offset1:4
	ds_read2_b64 v[72:75], v77 offset0:8 offset1:12
	ds_read2_b64 v[108:111], v88 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v88 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v89 offset0:64 offset1:68
	ds_read2_b64 v[120:123], v89 offset0:72 offset1:76
	ds_read2_b64 v[124:127], v90 offset0:96 offset1:100
	ds_read2_b64 v[128:131], v90 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[132:135], v[68:69], v[36:37], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v79, v[100:103]
	ds_write_b128 v79, v[104:107] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[100:103], v79
	ds_read_b128 v[104:107], v79 offset:4608
	v_mfma_f32_16x16x16_f16 v[68:71], v[70:71], v[38:39], v[132:135]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[68:71], v[72:73], v[40:41], v[68:71]
	s_barrier
	ds_write_b16 v85, v100
	ds_write_b16_d16_hi v85, v100 offset:144
	ds_write_b16 v85, v101 offset:288
	ds_write_b16_d16_hi v85, v101 offset:432
	ds_write_b16 v85, v102 offset:576
	ds_write_b16_d16_hi v85, v102 offset:720
	ds_write_b16 v85, v103 offset:864
	ds_write_b16_d16_hi v85, v103 offset:1008
	ds_write_b16 v85, v104 offset:64
	ds_write_b16_d16_hi v85, v104 offset:208
	ds_write_b16 v85, v105 offset:352
	ds_write_b16_d16_hi v85, v105 offset:496
	ds_write_b16 v85, v106 offset:640
	ds_write_b16_d16_hi v85, v106 offset:784
	ds_write_b16 v85, v107 offset:928
	ds_write_b16_d16_hi v85, v107 offset:1072
	v_mfma_f32_16x16x16_f16 v[68:71], v[74:75], v[42:43], v[68:71]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[72:75], v[108:109], v[36:37], 0
	v_mfma_f32_16x16x16_f16 v[72:75], v[110:111], v[38:39], v[72:75]
	s_nop 2
	v_sub_f32_e32 v68, v68, v48
	v_sub_f32_e32 v132, v69, v49
	v_sub_f32_e32 v69, v70, v50
	v_mfma_f32_16x16x16_f16 v[72:75], v[112:113], v[40:41], v[72:75]
	v_sub_f32_e32 v133, v71, v51
	v_mfma_f32_16x16x16_f16 v[72:75], v[114:115], v[42:43], v[72:75]
	v_mfma_f32_16x16x16_f16 v[108:111], v[116:117], v[36:37], 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[124:125], v[36:37], 0
	s_nop 4
	v_sub_f32_e32 v70, v72, v52
	v_sub_f32_e32 v71, v74, v54
	v_sub_f32_e32 v134, v73, v53
	v_mfma_f32_16x16x16_f16 v[108:111], v[118:119], v[38:39], v[108:111]
	v_sub_f32_e32 v135, v75, v55
	v_fma_mixlo_f16 v74, v150, v68, 0
	v_fma_mixlo_f16 v75, v136, v69, 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[126:127], v[38:39], v[112:115]
	v_fma_mixlo_f16 v72, v137, v70, 0
	v_fma_mixlo_f16 v73, v138, v71, 0
	v_fma_mixhi_f16 v75, v93, v133, 0
	v_mfma_f32_16x16x16_f16 v[108:111], v[120:121], v[40:41], v[108:111]
	v_fma_mixhi_f16 v74, v91, v132, 0
	v_fma_mixhi_f16 v73, v94, v135, 0
	v_fma_mixhi_f16 v72, v92, v134, 0
	v_mfma_f32_16x16x16_f16 v[112:115], v[128:129], v[40:41], v[112:115]
	v_mfma_f32_16x16x16_f16 v[108:111], v[122:123], v[42:43], v[108:111]
	v_mfma_f32_16x16x16_f16 v[112:115], v[130:131], v[42:43], v[112:115]
	s_nop 5
	v_sub_f32_e32 v108, v108, v56
	v_sub_f32_e32 v142, v109, v57
	v_sub_f32_e32 v109, v110, v58
	v_sub_f32_e32 v143, v111, v59
	v_sub_f32_e32 v110, v112, v60
	v_sub_f32_e32 v111, v114, v62
	v_sub_f32_e32 v144, v113, v61
	v_sub_f32_e32 v145, v115, v63
	v_fma_mixlo_f16 v68, v99, v108, 0
	v_fma_mixlo_f16 v69, v139, v109, 0
	v_fma_mixlo_f16 v70, v140, v110, 0
	v_fma_mixlo_f16 v71, v141, v111, 0
	ds_read2_b64 v[100:103], v77 offset1:4
	ds_read2_b64 v[104:107], v77 offset0:8 offset1:12
	ds_read2_b64 v[108:111], v88 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v88 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v89 offset0:64 offset1:68
	ds_read2_b64 v[120:123], v89 offset0:72 offset1:76
	ds_read2_b64 v[124:127], v90 offset0:96 offset1:100
	ds_read2_b64 v[128:131], v90 offset0:104 offset1:108
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[16:19], v[100:101], v[74:75], v[16:19]
	v_fma_mixhi_f16 v69, v96, v143, 0
	v_fma_mixhi_f16 v68, v95, v142, 0
	v_fma_mixhi_f16 v71, v98, v145, 0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[8:11], v[108:109], v[74:75], v[8:11]
	v_fma_mixhi_f16 v70, v97, v144, 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[12:15], v[116:117], v[74:75], v[12:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[44:47], v[124:125], v[74:75], v[44:47]
	v_mfma_f32_16x16x16_f16 v[16:19], v[102:103], v[72:73], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[110:111], v[72:73], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[118:119], v[72:73], v[12:15]
	v_mfma_f32_16x16x16_f16 v[44:47], v[126:127], v[72:73], v[44:47]
	v_mfma_f32_16x16x16_f16 v[16:19], v[104:105], v[68:69], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[112:113], v[68:69], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[120:121], v[68:69], v[12:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[44:47], v[128:129], v[68:69], v[44:47]
	v_mfma_f32_16x16x16_f16 v[16:19], v[106:107], v[70:71], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[114:115], v[70:71], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[122:123], v[70:71], v[12:15]
	v_mfma_f32_16x16x16_f16 v[44:47], v[130:131], v[70:71], v[44:47]
	s_cbranch_scc0 .LBB0_38
.LBB0_30:
	v_add_u32_e32 v68, s10, v81
	v_mov_b32_e32 v104, 0
	v_cmp_gt_i32_e32 vcc, s28, v68
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, v104
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_32
	v_add_u32_e32 v70, s6, v87
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[70:71], 1, v[64:65]
	global_load_dwordx4 v[100:103], v[70:71], off
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v68, 32, v68
	v_cmp_gt_i32_e64 s[0:1], s28, v68
	v_mov_b32_e32 v105, v104
	v_mov_b32_e32 v106, v104
	v_mov_b32_e32 v107, v104
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_34
	v_add_u32_e32 v68, s6, v83
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[64:65]
	global_load_dwordx4 v[104:107], v[68:69], off
.LBB0_34:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, v72
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_36
	v_add_u32_e32 v68, s9, v84
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[66:67]
	global_load_dwordx4 v[68:71], v[68:69], off
.LBB0_36:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v73, v72
	v_mov_b32_e32 v74, v72
	v_mov_b32_e32 v75, v72
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_29
	v_add_u32_e32 v72, s9, v82
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[66:67]
	global_load_dwordx4 v[72:75], v[72:73], off
	s_branch .LBB0_29
.LBB0_38:
	v_cmp_gt_i32_e32 vcc, s28, v76
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_40
	s_add_u32 s0, s14, s16
	v_mul_lo_u32 v0, s18, v76
	s_addc_u32 s1, s15, s17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[0:1]
	v_lshlrev_b32_e32 v6, 1, v78
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	v_fma_mixlo_f16 v6, s12, v16, 0
	v_fma_mixlo_f16 v3, s12, v46, 0
	v_fma_mixlo_f16 v2, s12, v44, 0
	v_fma_mixlo_f16 v5, s12, v14, 0
	v_fma_mixlo_f16 v4, s12, v12, 0
	v_fma_mixlo_f16 v7, s12, v18, 0
	v_fma_mixhi_f16 v6, s12, v17, 0
	v_fma_mixlo_f16 v17, s12, v10, 0
	v_fma_mixlo_f16 v16, s12, v8, 0
	v_fma_mixhi_f16 v7, s12, v19, 0
	v_fma_mixhi_f16 v16, s12, v9, 0
	v_fma_mixhi_f16 v17, s12, v11, 0
	v_fma_mixhi_f16 v4, s12, v13, 0
	v_fma_mixhi_f16 v5, s12, v15, 0
	v_fma_mixhi_f16 v2, s12, v45, 0
	v_fma_mixhi_f16 v3, s12, v47, 0
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dwordx2 v[0:1], v[16:17], off offset:32
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
		.amdhsa_next_free_vgpr 156
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 156
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

	.set _attn_bwd_dq.num_vgpr, 156
	.set _attn_bwd_dq.num_agpr, 0
	.set _attn_bwd_dq.numbered_sgpr, 36
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dq.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     156
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
