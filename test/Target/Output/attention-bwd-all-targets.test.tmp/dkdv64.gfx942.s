	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_bwd_dkdv
	.p2align	8
	.type	_attn_bwd_dkdv,@function
_attn_bwd_dkdv:
	s_load_dwordx2 s[16:17], s[0:1], 0x8c
	s_load_dwordx4 s[28:31], s[0:1], 0x58
	s_abs_i32 s10, s3
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s34, s[0:1], 0x94
	v_bfe_u32 v2, v0, 4, 1
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s12, s17
	v_cvt_f32_u32_e32 v1, s12
	s_sub_i32 s13, 0, s12
	s_xor_b32 s11, s3, s17
	s_ashr_i32 s11, s11, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_bfe_u32 v3, v0, 5, 1
	v_bfe_u32 v43, v0, 3, 1
	v_bfe_u32 v4, v0, 6, 1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v5, 7, v0
	v_lshlrev_b32_e32 v46, 1, v2
	v_lshlrev_b32_e32 v47, 2, v3
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s13, s13, s14
	s_mul_hi_u32 s13, s14, s13
	s_add_i32 s14, s14, s13
	s_mul_hi_u32 s13, s10, s14
	s_mul_i32 s15, s13, s12
	s_sub_i32 s10, s10, s15
	s_add_i32 s18, s13, 1
	s_sub_i32 s15, s10, s12
	s_cmp_ge_u32 s10, s12
	s_cselect_b32 s13, s18, s13
	s_cselect_b32 s10, s15, s10
	s_add_i32 s15, s13, 1
	s_cmp_ge_u32 s10, s12
	s_cselect_b32 s10, s15, s13
	s_xor_b32 s10, s10, s11
	s_sub_i32 s19, s10, s11
	s_mul_i32 s10, s19, s17
	s_sub_i32 s18, s3, s10
	s_mul_i32 s10, s19, s28
	s_mul_i32 s13, s18, s29
	s_mul_hi_i32 s3, s19, s28
	s_mul_hi_i32 s11, s18, s29
	s_add_u32 s10, s13, s10
	s_addc_u32 s11, s11, s3
	s_lshl_b64 s[28:29], s[10:11], 1
	s_add_u32 s6, s6, s28
	v_or3_b32 v1, v46, v43, v47
	v_lshlrev_b32_e32 v48, 3, v4
	v_lshlrev_b32_e32 v49, 4, v5
	s_addc_u32 s7, s7, s29
	s_lshl_b32 s40, s2, 6
	v_or3_b32 v1, v1, v48, v49
	v_lshlrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v42, 56, v6
	v_or_b32_e32 v6, s40, v1
	v_mov_b32_e32 v12, 0
	v_cmp_gt_i32_e32 vcc, s34, v6
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v44, 1, v42
	v_mov_b32_e32 v11, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v8, s30, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[44:45]
	global_load_dwordx4 v[8:11], v[8:9], off
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_add3_u32 v7, s40, v1, 32
	s_abs_i32 s13, s16
	v_cmp_gt_i32_e64 s[2:3], s34, v7
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v12
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_cbranch_execz .LBB0_4
	v_mul_lo_u32 v12, s30, v7
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[44:45]
	global_load_dwordx4 v[12:15], v[12:13], off
.LBB0_4:
	s_or_b64 exec, exec, s[10:11]
	s_load_dwordx4 s[36:39], s[0:1], 0x68
	s_mul_hi_u32 s10, s13, s14
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v56, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s19, s36
	s_mul_i32 s14, s18, s37
	s_mul_hi_i32 s7, s19, s36
	s_mul_hi_i32 s11, s18, s37
	s_add_u32 s6, s14, s6
	s_addc_u32 s7, s11, s7
	s_lshl_b64 s[36:37], s[6:7], 1
	s_add_u32 s6, s8, s36
	s_addc_u32 s7, s9, s37
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, v60
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v16, s38, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[44:45]
	global_load_dwordx4 v[56:59], v[16:17], off
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	s_ashr_i32 s11, s16, 31
	s_ashr_i32 s14, s17, 31
	v_mov_b32_e32 v61, v60
	v_mov_b32_e32 v62, v60
	v_mov_b32_e32 v63, v60
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v6, s38, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[44:45]
	global_load_dwordx4 v[60:63], v[6:7], off
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v4, 4, v4
	v_lshlrev_b32_e32 v5, 5, v5
	v_and_b32_e32 v52, 15, v0
	v_or_b32_e32 v4, v4, v5
	v_or_b32_e32 v53, v4, v52
	v_lshlrev_b32_e32 v50, 2, v2
	v_lshlrev_b32_e32 v51, 3, v3
	v_mul_u32_u24_e32 v2, 0x90, v1
	v_or_b32_e32 v108, v50, v51
	v_lshl_add_u32 v110, v42, 1, v2
	v_mul_u32_u24_e32 v2, 0x90, v53
	v_lshl_add_u32 v54, v108, 1, v2
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v110, v[8:11]
	ds_write_b128 v110, v[12:15] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[6:9], v54 offset1:4
	ds_read2_b64 v[10:13], v54 offset0:8 offset1:12
	s_mul_i32 s3, s10, s12
	s_sub_i32 s3, s13, s3
	s_xor_b32 s2, s11, s14
	s_add_i32 s6, s10, 1
	s_sub_i32 s7, s3, s12
	s_cmp_ge_u32 s3, s12
	s_cselect_b32 s6, s6, s10
	s_load_dword s31, s[0:1], 0x18
	s_load_dwordx8 s[20:27], s[0:1], 0x20
	s_load_dwordx2 s[42:43], s[0:1], 0x40
	s_cselect_b32 s3, s7, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s12
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s2
	s_sub_i32 s33, s3, s2
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
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
	v_or_b32_e32 v109, s40, v53
	s_cmp_lt_i32 s33, 1
	v_mov_b32_e32 v37, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v110, v[56:59]
	ds_write_b128 v110, v[60:63] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_113
	s_add_i32 s2, s40, 0x7f
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 26
	s_ashr_i32 s35, s34, 31
	s_add_i32 s2, s2, s3
	s_load_dwordx4 s[8:11], s[0:1], 0x48
	s_load_dwordx4 s[12:15], s[0:1], 0x78
	s_mul_i32 s0, s16, s19
	s_and_b32 s17, s2, 0xffffffc0
	s_mul_i32 s1, s0, s35
	s_mul_hi_u32 s2, s0, s34
	s_add_i32 s2, s2, s1
	s_mul_hi_i32 s1, s16, s19
	s_mul_i32 s3, s1, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s0, s34
	s_min_i32 s39, s17, s34
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s58, s9, 31
	s_ashr_i32 s60, s13, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s62, s22, s2
	s_mul_hi_i32 s7, s19, s8
	s_mul_i32 s6, s19, s8
	s_addc_u32 s63, s23, s3
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	s_mul_hi_i32 s7, s19, s12
	s_mul_i32 s6, s19, s12
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s20, s6
	s_addc_u32 s7, s21, s7
	s_add_u32 s64, s24, s2
	s_addc_u32 s65, s25, s3
	s_cmp_lt_i32 s40, s39
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s17, s34
	v_add_u32_e32 v2, 32, v54
	s_mul_hi_i32 s45, s33, s18
	s_mul_i32 s44, s33, s18
	s_cselect_b64 s[46:47], -1, 0
	s_ashr_i32 s41, s40, 31
	v_add_u32_e32 v3, 64, v54
	v_add_u32_e32 v4, 0x60, v54
	ds_read_b64 v[156:157], v54
	ds_read_b64 v[158:159], v2
	ds_read_b64 v[160:161], v3
	ds_read_b64 v[162:163], v4
	v_mul_u32_u24_e32 v2, 0x90, v52
	v_lshl_add_u64 v[74:75], s[4:5], 0, v[44:45]
	s_lshl_b64 s[48:49], s[40:41], 2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[4:5], s[44:45], 2
	v_lshl_add_u32 v112, v108, 1, v2
	v_mul_u32_u24_e32 v2, 0x110, v1
	s_add_u32 s0, s0, s4
	v_lshl_add_u32 v113, v42, 2, v2
	v_mul_u32_u24_e32 v2, 0x110, v53
	s_addc_u32 s1, s1, s5
	v_and_b32_e32 v0, 7, v0
	v_lshl_add_u32 v114, v108, 2, v2
	v_mul_u32_u24_e32 v2, 0x90, v42
	v_lshl_add_u64 v[76:77], s[6:7], 0, v[44:45]
	v_lshlrev_b32_e32 v44, 5, v0
	s_mul_i32 s1, s1, s34
	s_mul_i32 s4, s0, s35
	v_mov_b32_e32 v0, s34
	v_lshl_add_u32 v115, v1, 1, v2
	s_add_i32 s4, s4, s1
	v_mad_u64_u32 v[2:3], s[0:1], s0, v0, v[44:45]
	v_add_u32_e32 v3, s4, v3
	v_lshl_add_u64 v[0:1], s[24:25], 0, v[2:3]
	v_lshl_add_u64 v[78:79], s[22:23], 0, v[2:3]
	v_add_u32_e32 v2, s40, v49
	v_add_u32_e32 v2, v2, v48
	v_add_u32_e32 v2, v2, v47
	v_add3_u32 v118, v2, v46, v43
	v_add_u32_e32 v2, 32, v118
	v_mul_lo_u32 v119, s14, v2
	v_mul_lo_u32 v120, s10, v2
	v_add_u32_e32 v2, s39, v49
	v_add_u32_e32 v2, v2, v48
	v_add_u32_e32 v2, v2, v47
	v_add3_u32 v124, v2, v46, v43
	v_mov_b32_e32 v5, 0x3fb8aa3b
	v_add_u32_e32 v116, s40, v42
	v_add_u32_e32 v123, s39, v42
	v_add_u32_e32 v2, 32, v124
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_mul_f32_e32 v111, s31, v5
	s_mov_b32 s59, s9
	s_mov_b32 s61, s13
	s_lshl_b64 s[50:51], s[34:35], 2
	v_add3_u32 v117, s40, v51, v50
	s_lshl_b32 s41, s14, 6
	s_lshl_b32 s66, s10, 6
	v_mul_lo_u32 v121, s14, v118
	v_mul_lo_u32 v122, s10, v118
	v_mul_lo_u32 v125, s10, v2
	v_mul_lo_u32 v126, s14, v2
	v_mul_lo_u32 v127, s14, v124
	v_mul_lo_u32 v128, s10, v124
	s_mov_b32 s67, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
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
	s_mov_b32 s68, 0xc2fc0000
	s_mov_b64 s[52:53], 0x100
	v_cmp_ne_u32_e64 s[0:1], 1, v42
	s_branch .LBB0_11
.LBB0_10:
	s_add_i32 s67, s67, 1
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[50:51]
	s_cmp_lg_u32 s67, s33
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[50:51]
	s_cbranch_scc0 .LBB0_113
.LBB0_11:
	s_add_u32 s6, s44, s67
	s_addc_u32 s7, s45, 0
	s_mul_i32 s2, s6, s58
	s_mul_hi_u32 s3, s6, s59
	s_mul_i32 s4, s6, s60
	s_mul_hi_u32 s5, s6, s61
	s_mul_i32 s8, s6, s35
	s_mul_hi_u32 s9, s6, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s7, s59
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s7, s61
	s_add_i32 s8, s9, s8
	s_mul_i32 s7, s7, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s6, s59
	s_add_i32 s5, s4, s5
	s_mul_i32 s4, s6, s61
	s_add_i32 s7, s8, s7
	s_mul_i32 s6, s6, s34
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s54, s62, s6
	s_addc_u32 s55, s63, s7
	s_add_u32 s56, s64, s6
	s_addc_u32 s57, s65, s7
	v_lshl_add_u64 v[80:81], s[2:3], 1, v[74:75]
	s_and_b64 vcc, exec, s[0:1]
	v_lshl_add_u64 v[82:83], s[4:5], 1, v[76:77]
	s_cbranch_vccnz .LBB0_62
	s_mov_b32 s69, 0
	s_mov_b32 s70, 0
	s_mov_b32 s71, 0
	v_mov_b64_e32 v[84:85], v[78:79]
	v_mov_b64_e32 v[86:87], v[0:1]
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v58, v42, v58
	v_sub_f32_e32 v59, v43, v59
	v_sub_f32_e32 v60, v44, v60
	v_sub_f32_e32 v61, v45, v61
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v115, v138
	ds_write_b16_d16_hi v115, v138 offset:144
	ds_write_b16 v115, v139 offset:288
	ds_write_b16_d16_hi v115, v139 offset:432
	ds_write_b16 v115, v140 offset:576
	ds_write_b16_d16_hi v115, v140 offset:720
	ds_write_b16 v115, v141 offset:864
	ds_write_b16_d16_hi v115, v141 offset:1008
	ds_write_b16 v115, v92 offset:64
	ds_write_b16_d16_hi v115, v92 offset:208
	ds_write_b16 v115, v93 offset:352
	ds_write_b16_d16_hi v115, v93 offset:496
	ds_write_b16 v115, v94 offset:640
	ds_write_b16_d16_hi v115, v94 offset:784
	ds_write_b16 v115, v95 offset:928
	ds_write_b16_d16_hi v115, v95 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v112 offset1:4
	v_sub_f32_e32 v54, v54, v70
	v_sub_f32_e32 v56, v56, v72
	v_sub_f32_e32 v55, v55, v71
	v_sub_f32_e32 v57, v57, v73
	v_sub_f32_e32 v66, v50, v66
	v_sub_f32_e32 v67, v51, v67
	v_fma_mixlo_f16 v50, v133, v54, 0
	v_fma_mixlo_f16 v51, v134, v56, 0
	v_fma_mixhi_f16 v51, v105, v57, 0
	v_fma_mixhi_f16 v50, v101, v55, 0
	v_sub_f32_e32 v68, v52, v68
	v_sub_f32_e32 v69, v53, v69
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[38:41], v[42:43], v[50:51], v[38:41]
	v_fma_mixlo_f16 v52, v135, v66, 0
	v_fma_mixlo_f16 v53, v136, v68, 0
	v_fma_mixhi_f16 v53, v106, v69, 0
	v_fma_mixhi_f16 v52, v102, v67, 0
	v_sub_f32_e32 v46, v46, v62
	v_sub_f32_e32 v62, v47, v63
	v_mfma_f32_16x16x16_f16 v[38:41], v[44:45], v[52:53], v[38:41]
	ds_read2_b64 v[42:45], v100 offset0:32 offset1:36
	v_sub_f32_e32 v63, v48, v64
	v_sub_f32_e32 v64, v49, v65
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[42:43], v[50:51], v[26:29]
	v_fma_mixlo_f16 v54, v137, v46, 0
	v_fma_mixlo_f16 v55, v132, v63, 0
	v_fma_mixhi_f16 v55, v107, v64, 0
	v_mfma_f32_16x16x16_f16 v[26:29], v[44:45], v[52:53], v[26:29]
	ds_read2_b64 v[42:45], v100 offset0:40 offset1:44
	v_fma_mixhi_f16 v54, v103, v62, 0
	v_fma_mixlo_f16 v56, v131, v58, 0
	v_fma_mixlo_f16 v57, v129, v60, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[42:43], v[54:55], v[26:29]
	v_fma_mixhi_f16 v57, v130, v61, 0
	v_fma_mixhi_f16 v56, v104, v59, 0
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[38:41], v[46:47], v[54:55], v[38:41]
	s_add_i32 s71, s71, 64
	s_add_i32 s2, s40, s71
	s_add_i32 s70, s70, s41
	v_mfma_f32_16x16x16_f16 v[26:29], v[44:45], v[56:57], v[26:29]
	ds_read2_b64 v[42:45], v99 offset0:64 offset1:68
	s_add_i32 s69, s69, s66
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[52:53]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[42:43], v[50:51], v[30:33]
	s_cmp_ge_i32 s2, s39
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[52:53]
	v_mfma_f32_16x16x16_f16 v[30:33], v[44:45], v[52:53], v[30:33]
	ds_read2_b64 v[42:45], v99 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[42:43], v[54:55], v[30:33]
	v_mfma_f32_16x16x16_f16 v[30:33], v[44:45], v[56:57], v[30:33]
	ds_read2_b64 v[42:45], v98 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[34:37], v[42:43], v[50:51], v[34:37]
	v_mfma_f32_16x16x16_f16 v[34:37], v[44:45], v[52:53], v[34:37]
	ds_read2_b64 v[42:45], v98 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[34:37], v[42:43], v[54:55], v[34:37]
	v_mfma_f32_16x16x16_f16 v[38:41], v[48:49], v[56:57], v[38:41]
	v_mfma_f32_16x16x16_f16 v[34:37], v[44:45], v[56:57], v[34:37]
	s_cbranch_scc1 .LBB0_62
.LBB0_14:
	v_add_u32_e32 v44, s69, v122
	v_add_u32_e32 v42, s71, v118
	v_ashrrev_i32_e32 v45, 31, v44
	v_mov_b32_e32 v48, 0
	v_cmp_gt_i32_e32 vcc, s34, v42
	v_lshl_add_u64 v[88:89], v[44:45], 1, v[80:81]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v48
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[44:47], v[88:89], off
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v42, 32, v42
	v_cmp_gt_i32_e64 s[2:3], s34, v42
	v_add_u32_e32 v42, s69, v120
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[90:91], v[42:43], 1, v[80:81]
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_18
	global_load_dwordx4 v[48:51], v[90:91], off
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v92, s71, v116
	v_mov_b32_e32 v55, 0
	v_cmp_gt_i32_e64 s[4:5], s34, v92
	v_ashrrev_i32_e32 v93, 31, v92
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_20
	v_lshl_add_u64 v[42:43], v[92:93], 2, s[54:55]
	global_load_dword v54, v[42:43], off
.LBB0_20:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v52, 1, v92
	v_lshl_add_u64 v[42:43], v[84:85], 0, s[48:49]
	v_cmp_gt_i32_e64 s[6:7], s34, v52
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_22
	global_load_dword v55, v[42:43], off offset:4
.LBB0_22:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v52, 2, v92
	v_mov_b32_e32 v57, 0
	v_cmp_gt_i32_e64 s[8:9], s34, v52
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_24
	global_load_dword v56, v[42:43], off offset:8
.LBB0_24:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v52, 3, v92
	v_cmp_gt_i32_e64 s[10:11], s34, v52
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_26
	global_load_dword v57, v[42:43], off offset:12
.LBB0_26:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v52, 4, v92
	v_mov_b32_e32 v63, 0
	v_cmp_gt_i32_e64 s[12:13], s34, v52
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_28
	global_load_dword v62, v[42:43], off offset:16
.LBB0_28:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v52, 5, v92
	v_cmp_gt_i32_e64 s[14:15], s34, v52
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_30
	global_load_dword v63, v[42:43], off offset:20
.LBB0_30:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v52, 6, v92
	v_mov_b32_e32 v65, 0
	v_cmp_gt_i32_e64 s[16:17], s34, v52
	v_mov_b32_e32 v64, v65
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_32
	global_load_dword v64, v[42:43], off offset:24
.LBB0_32:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v52, 7, v92
	v_cmp_gt_i32_e64 s[18:19], s34, v52
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_34
	global_load_dword v65, v[42:43], off offset:28
.LBB0_34:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v100, 0x800, v112
	v_add_u32_e32 v99, 0x1000, v112
	v_add_u32_e32 v98, 0x1800, v112
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v110, v[44:47]
	ds_write_b128 v110, v[48:51] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v112 offset1:4
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	ds_read2_b64 v[50:53], v100 offset0:32 offset1:36
	ds_read2_b64 v[58:61], v100 offset0:40 offset1:44
	ds_read2_b64 v[66:69], v99 offset0:64 offset1:68
	ds_read2_b64 v[70:73], v99 offset0:72 offset1:76
	ds_read2_b64 v[94:97], v98 offset0:96 offset1:100
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[102:105], v[42:43], v[6:7], 0
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	v_mfma_f32_16x16x16_f16 v[42:45], v[44:45], v[8:9], v[102:105]
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, v138
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[102:105], v[50:51], v[6:7], 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[52:53], v[8:9], v[102:105]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[102:105], v[58:59], v[10:11], v[50:53]
	v_add_u32_e32 v58, s70, v121
	v_ashrrev_i32_e32 v59, 31, v58
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[50:53], v[66:67], v[6:7], 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[68:69], v[8:9], v[50:53]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[66:69], v[70:71], v[10:11], v[50:53]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[94:95], v[6:7], 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[96:97], v[8:9], v[50:53]
	ds_read2_b64 v[94:97], v98 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[42:45], v[46:47], v[10:11], v[42:45]
	s_barrier
	ds_write_b128 v113, v[54:57]
	ds_write_b128 v113, v[62:65] offset:16
	ds_write_b128 v113, v[54:57] offset:8704
	ds_write_b128 v113, v[62:65] offset:8720
	v_mfma_f32_16x16x16_f16 v[130:133], v[94:95], v[10:11], v[50:53]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[50:53], v[48:49], v[12:13], v[42:45]
	v_lshl_add_u64 v[94:95], v[58:59], 1, v[82:83]
	v_mfma_f32_16x16x16_f16 v[42:45], v[72:73], v[12:13], v[66:69]
	ds_read_b128 v[70:73], v114
	s_nop 1
	ds_read_b128 v[66:69], v114 offset:64
	ds_read_b128 v[62:65], v114 offset:128
	ds_read_b128 v[54:57], v114 offset:192
	v_mfma_f32_16x16x16_f16 v[46:49], v[60:61], v[12:13], v[102:105]
	v_mfma_f32_16x16x16_f16 v[58:61], v[96:97], v[12:13], v[130:133]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_36
	global_load_dwordx4 v[142:145], v[94:95], off
.LBB0_36:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v96, s70, v119
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[96:97], 1, v[82:83]
	v_mov_b32_e32 v139, v138
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v138
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_38
	global_load_dwordx4 v[138:141], v[96:97], off
.LBB0_38:
	s_or_b64 exec, exec, s[20:21]
	v_mul_f32_e32 v50, v111, v50
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v50, v50, v70
	v_mul_f32_e32 v58, v111, v58
	v_cmp_gt_f32_e64 s[20:21], s68, v50
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v54, v58, v54
	v_mul_f32_e32 v51, v111, v51
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v50, v50, v58
	v_exp_f32_e32 v50, v50
	v_sub_f32_e32 v51, v51, v71
	v_cmp_gt_f32_e64 s[22:23], s68, v51
	v_mul_f32_e32 v52, v111, v52
	v_sub_f32_e32 v52, v52, v72
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v51, v51, v58
	v_mul_f32_e32 v58, v50, v50
	v_mul_f32_e32 v59, v111, v59
	v_cndmask_b32_e64 v50, v50, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v52
	v_sub_f32_e32 v55, v59, v55
	v_exp_f32_e32 v51, v51
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v52, v52, v59
	v_exp_f32_e32 v52, v52
	v_mul_f32_e32 v53, v111, v53
	v_mul_f32_e32 v46, v111, v46
	v_sub_f32_e32 v53, v53, v73
	v_mul_f32_e32 v58, v51, v51
	v_sub_f32_e32 v46, v46, v66
	v_cmp_gt_f32_e64 s[24:25], s68, v53
	v_cndmask_b32_e64 v51, v51, v58, s[22:23]
	v_mul_f32_e32 v58, v52, v52
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v52, v52, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v46
	v_mul_f32_e32 v53, v53, v59
	v_exp_f32_e32 v53, v53
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v46, v46, v59
	v_exp_f32_e32 v46, v46
	v_mul_f32_e32 v47, v111, v47
	v_mul_f32_e32 v48, v111, v48
	v_sub_f32_e32 v47, v47, v67
	v_mul_f32_e32 v58, v53, v53
	v_sub_f32_e32 v48, v48, v68
	v_cmp_gt_f32_e64 s[22:23], s68, v47
	v_cndmask_b32_e64 v53, v53, v58, s[24:25]
	v_mul_f32_e32 v58, v46, v46
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v46, v46, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v48
	v_mul_f32_e32 v47, v47, v59
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v48, v48, v59
	v_exp_f32_e32 v48, v48
	v_mul_f32_e32 v49, v111, v49
	v_mul_f32_e32 v42, v111, v42
	v_sub_f32_e32 v49, v49, v69
	v_mul_f32_e32 v58, v47, v47
	v_sub_f32_e32 v42, v42, v62
	v_cmp_gt_f32_e64 s[24:25], s68, v49
	v_cndmask_b32_e64 v47, v47, v58, s[22:23]
	v_mul_f32_e32 v58, v48, v48
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v48, v48, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v42
	v_mul_f32_e32 v49, v49, v59
	v_exp_f32_e32 v49, v49
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v42, v42, v59
	v_exp_f32_e32 v42, v42
	v_mul_f32_e32 v43, v111, v43
	v_mul_f32_e32 v44, v111, v44
	v_sub_f32_e32 v43, v43, v63
	v_mul_f32_e32 v58, v49, v49
	v_sub_f32_e32 v44, v44, v64
	v_cmp_gt_f32_e64 s[22:23], s68, v43
	v_cndmask_b32_e64 v49, v49, v58, s[24:25]
	v_mul_f32_e32 v58, v42, v42
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v42, v42, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v44
	v_mul_f32_e32 v43, v43, v59
	v_exp_f32_e32 v43, v43
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v44, v44, v59
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v45, v111, v45
	v_sub_f32_e32 v45, v45, v65
	v_mul_f32_e32 v58, v43, v43
	v_cmp_gt_f32_e64 s[24:25], s68, v45
	v_cndmask_b32_e64 v43, v43, v58, s[22:23]
	v_mul_f32_e32 v58, v44, v44
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v44, v44, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v54
	v_mul_f32_e32 v45, v45, v59
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v54, v54, v59
	v_exp_f32_e32 v54, v54
	v_mul_f32_e32 v60, v111, v60
	v_mul_f32_e32 v58, v45, v45
	v_sub_f32_e32 v56, v60, v56
	v_cmp_gt_f32_e64 s[22:23], s68, v55
	v_cndmask_b32_e64 v45, v45, v58, s[24:25]
	v_mul_f32_e32 v58, v54, v54
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v54, v54, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v56
	v_mul_f32_e32 v55, v55, v59
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v56, v56, v59
	v_exp_f32_e32 v56, v56
	v_mul_f32_e32 v58, v55, v55
	v_add_u32_e32 v101, s71, v117
	v_cndmask_b32_e64 v55, v55, v58, s[22:23]
	v_mul_f32_e32 v58, v56, v56
	v_add_u32_e32 v102, 1, v101
	v_cndmask_b32_e64 v56, v56, v58, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v101, v109
	v_add_u32_e32 v103, 2, v101
	v_add_u32_e32 v104, 3, v101
	v_cndmask_b32_e64 v133, 0, v50, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v102, v109
	v_add_u32_e32 v106, 16, v101
	v_add_u32_e32 v107, 17, v101
	v_add_u32_e32 v129, 18, v101
	v_add_u32_e32 v130, 19, v101
	v_add_u32_e32 v131, 32, v101
	v_add_u32_e32 v132, 33, v101
	v_add_u32_e32 v146, 34, v101
	v_add_u32_e32 v147, 35, v101
	v_add_u32_e32 v148, 48, v101
	v_add_u32_e32 v149, 49, v101
	v_add_u32_e32 v150, 50, v101
	v_add_u32_e32 v151, 51, v101
	v_cndmask_b32_e64 v101, 0, v51, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v103, v109
	v_mul_f32_e32 v61, v111, v61
	v_sub_f32_e32 v57, v61, v57
	v_cndmask_b32_e64 v134, 0, v52, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v104, v109
	v_cmp_gt_f32_e64 s[24:25], s68, v57
	s_nop 0
	v_cndmask_b32_e64 v105, 0, v53, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v106, v109
	v_cndmask_b32_e64 v59, 1.0, 0.5, s[24:25]
	s_barrier
	v_cndmask_b32_e64 v135, 0, v46, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v107, v109
	s_waitcnt vmcnt(0)
	ds_write_b16 v115, v142
	ds_write_b16_d16_hi v115, v142 offset:144
	ds_write_b16 v115, v143 offset:288
	ds_write_b16_d16_hi v115, v143 offset:432
	ds_write_b16 v115, v144 offset:576
	ds_write_b16_d16_hi v115, v144 offset:720
	ds_write_b16 v115, v145 offset:864
	ds_write_b16_d16_hi v115, v145 offset:1008
	ds_write_b16 v115, v138 offset:64
	ds_write_b16_d16_hi v115, v138 offset:208
	ds_write_b16 v115, v139 offset:352
	ds_write_b16_d16_hi v115, v139 offset:496
	ds_write_b16 v115, v140 offset:640
	ds_write_b16_d16_hi v115, v140 offset:784
	ds_write_b16 v115, v141 offset:928
	ds_write_b16_d16_hi v115, v141 offset:1072
	v_cndmask_b32_e64 v102, 0, v47, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v129, v109
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v136, 0, v48, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v130, v109
	v_mul_f32_e32 v57, v57, v59
	s_nop 0
	v_cndmask_b32_e64 v106, 0, v49, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v131, v109
	v_exp_f32_e32 v57, v57
	v_cvt_f16_f32_e32 v50, v133
	v_cndmask_b32_e64 v137, 0, v42, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v132, v109
	v_cvt_f16_f32_e32 v52, v101
	v_cvt_f16_f32_e32 v51, v134
	v_cndmask_b32_e64 v103, 0, v43, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v146, v109
	v_cvt_f16_f32_e32 v53, v105
	v_mul_f32_e32 v58, v57, v57
	v_cndmask_b32_e64 v132, 0, v44, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v147, v109
	v_cndmask_b32_e64 v57, v57, v58, s[24:25]
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	v_cndmask_b32_e64 v107, 0, v45, s[20:21]
	ds_read2_b64 v[42:45], v112 offset1:4
	v_cmp_ge_i32_e64 s[20:21], v148, v109
	v_pack_b32_f16 v51, v51, v53
	v_pack_b32_f16 v50, v50, v52
	v_cndmask_b32_e64 v131, 0, v54, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v149, v109
	v_cvt_f16_f32_e32 v54, v135
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[18:21], v[42:43], v[50:51], v[18:21]
	v_cndmask_b32_e64 v104, 0, v55, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v150, v109
	v_cvt_f16_f32_e32 v55, v102
	v_cvt_f16_f32_e32 v58, v137
	v_cndmask_b32_e64 v129, 0, v56, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v151, v109
	v_cvt_f16_f32_e32 v56, v136
	v_cvt_f16_f32_e32 v59, v103
	v_cndmask_b32_e64 v130, 0, v57, s[20:21]
	v_cvt_f16_f32_e32 v57, v106
	v_cvt_f16_f32_e32 v60, v132
	v_cvt_f16_f32_e32 v61, v107
	v_pack_b32_f16 v52, v54, v55
	v_pack_b32_f16 v53, v56, v57
	v_cvt_f16_f32_e32 v62, v131
	v_cvt_f16_f32_e32 v42, v129
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[52:53], v[18:21]
	v_cvt_f16_f32_e32 v43, v130
	v_cvt_f16_f32_e32 v44, v104
	v_pack_b32_f16 v55, v60, v61
	v_pack_b32_f16 v54, v58, v59
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[54:55], v[18:21]
	v_pack_b32_f16 v47, v42, v43
	v_pack_b32_f16 v46, v62, v44
	ds_read2_b64 v[42:45], v100 offset0:32 offset1:36
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[42:43], v[50:51], v[2:5]
	v_mfma_f32_16x16x16_f16 v[2:5], v[44:45], v[52:53], v[2:5]
	ds_read2_b64 v[42:45], v100 offset0:40 offset1:44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[42:43], v[54:55], v[2:5]
	v_mfma_f32_16x16x16_f16 v[2:5], v[44:45], v[46:47], v[2:5]
	ds_read2_b64 v[42:45], v99 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[42:43], v[50:51], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[44:45], v[52:53], v[14:17]
	ds_read2_b64 v[42:45], v99 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[42:43], v[54:55], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[44:45], v[46:47], v[14:17]
	ds_read2_b64 v[42:45], v98 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[42:43], v[50:51], v[22:25]
	v_mfma_f32_16x16x16_f16 v[22:25], v[44:45], v[52:53], v[22:25]
	ds_read2_b64 v[42:45], v98 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[42:43], v[54:55], v[22:25]
	v_mfma_f32_16x16x16_f16 v[18:21], v[48:49], v[46:47], v[18:21]
	v_mov_b32_e32 v48, 0
	v_mfma_f32_16x16x16_f16 v[22:25], v[44:45], v[46:47], v[22:25]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v48
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_40
	global_load_dwordx4 v[44:47], v[94:95], off
.LBB0_40:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_42
	global_load_dwordx4 v[48:51], v[96:97], off
.LBB0_42:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, v59
	s_and_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB0_44
	v_lshl_add_u64 v[42:43], v[92:93], 2, s[56:57]
	global_load_dword v58, v[42:43], off
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	v_lshl_add_u64 v[42:43], v[86:87], 0, s[48:49]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_46
	global_load_dword v59, v[42:43], off offset:4
.LBB0_46:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, v61
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_48
	global_load_dword v60, v[42:43], off offset:8
.LBB0_48:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_50
	global_load_dword v61, v[42:43], off offset:12
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
	ds_write_b128 v110, v[44:47]
	ds_write_b128 v110, v[48:51] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[50:53], v100 offset0:32 offset1:36
	ds_read2_b64 v[42:45], v112 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[54:57], v[50:51], v[156:157], 0
	ds_read2_b64 v[66:69], v100 offset0:40 offset1:44
	v_mfma_f32_16x16x16_f16 v[50:53], v[52:53], v[158:159], v[54:57]
	s_nop 4
	ds_read2_b64 v[54:57], v99 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[54:55], v[156:157], 0
	v_mfma_f32_16x16x16_f16 v[54:57], v[56:57], v[158:159], v[70:73]
	s_nop 5
	ds_read2_b64 v[70:73], v99 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[70:71], v[160:161], v[54:57]
	s_nop 2
	ds_read2_b64 v[54:57], v98 offset0:96 offset1:100
	v_mfma_f32_16x16x16_f16 v[46:49], v[42:43], v[156:157], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[138:141], v[54:55], v[156:157], 0
	v_mfma_f32_16x16x16_f16 v[42:45], v[44:45], v[158:159], v[46:49]
	s_nop 3
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[54:57], v[56:57], v[158:159], v[138:141]
	s_nop 2
	ds_read2_b64 v[138:141], v98 offset0:104 offset1:108
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[42:45], v[46:47], v[160:161], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[66:67], v[160:161], v[50:53]
	s_barrier
	ds_write_b128 v113, v[58:61]
	ds_write_b128 v113, v[62:65] offset:16
	ds_write_b128 v113, v[58:61] offset:8704
	ds_write_b128 v113, v[62:65] offset:8720
	v_mfma_f32_16x16x16_f16 v[142:145], v[138:139], v[160:161], v[54:57]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[54:57], v[48:49], v[162:163], v[42:45]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[68:69], v[162:163], v[50:53]
	v_mfma_f32_16x16x16_f16 v[46:49], v[72:73], v[162:163], v[92:95]
	ds_read_b128 v[70:73], v114
	ds_read_b128 v[66:69], v114 offset:64
	ds_read_b128 v[62:65], v114 offset:128
	ds_read_b128 v[58:61], v114 offset:192
	v_mov_b32_e32 v92, 0
	v_mfma_f32_16x16x16_f16 v[42:45], v[140:141], v[162:163], v[142:145]
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, v92
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_60
	global_load_dwordx4 v[138:141], v[88:89], off
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v93, v92
	v_mov_b32_e32 v94, v92
	v_mov_b32_e32 v95, v92
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_13
	global_load_dwordx4 v[92:95], v[90:91], off
	s_branch .LBB0_13
.LBB0_62:
	s_andn2_b64 vcc, exec, s[46:47]
	s_cbranch_vccnz .LBB0_10
	s_mov_b32 s69, 0
	s_mov_b32 s70, 0
	s_mov_b32 s71, 0
	s_branch .LBB0_65
.LBB0_64:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v58, v42, v58
	v_sub_f32_e32 v59, v43, v59
	v_sub_f32_e32 v60, v44, v60
	v_sub_f32_e32 v61, v45, v61
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v115, v92
	ds_write_b16_d16_hi v115, v92 offset:144
	ds_write_b16 v115, v93 offset:288
	ds_write_b16_d16_hi v115, v93 offset:432
	ds_write_b16 v115, v94 offset:576
	ds_write_b16_d16_hi v115, v94 offset:720
	ds_write_b16 v115, v95 offset:864
	ds_write_b16_d16_hi v115, v95 offset:1008
	ds_write_b16 v115, v88 offset:64
	ds_write_b16_d16_hi v115, v88 offset:208
	ds_write_b16 v115, v89 offset:352
	ds_write_b16_d16_hi v115, v89 offset:496
	ds_write_b16 v115, v90 offset:640
	ds_write_b16_d16_hi v115, v90 offset:784
	ds_write_b16 v115, v91 offset:928
	ds_write_b16_d16_hi v115, v91 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v112 offset1:4
	v_sub_f32_e32 v54, v54, v70
	v_sub_f32_e32 v56, v56, v72
	v_sub_f32_e32 v55, v55, v71
	v_sub_f32_e32 v57, v57, v73
	v_sub_f32_e32 v66, v50, v66
	v_sub_f32_e32 v67, v51, v67
	v_fma_mixlo_f16 v50, v133, v54, 0
	v_fma_mixlo_f16 v51, v135, v56, 0
	v_fma_mixhi_f16 v51, v134, v57, 0
	v_fma_mixhi_f16 v50, v132, v55, 0
	v_sub_f32_e32 v68, v52, v68
	v_sub_f32_e32 v69, v53, v69
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[38:41], v[42:43], v[50:51], v[38:41]
	v_fma_mixlo_f16 v52, v137, v66, 0
	v_fma_mixlo_f16 v53, v140, v68, 0
	v_fma_mixhi_f16 v53, v138, v69, 0
	v_fma_mixhi_f16 v52, v136, v67, 0
	v_sub_f32_e32 v46, v46, v62
	v_sub_f32_e32 v62, v47, v63
	v_mfma_f32_16x16x16_f16 v[38:41], v[44:45], v[52:53], v[38:41]
	ds_read2_b64 v[42:45], v131 offset0:32 offset1:36
	v_sub_f32_e32 v63, v48, v64
	v_sub_f32_e32 v64, v49, v65
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[42:43], v[50:51], v[26:29]
	v_fma_mixlo_f16 v54, v143, v46, 0
	v_fma_mixlo_f16 v55, v141, v63, 0
	v_fma_mixhi_f16 v55, v142, v64, 0
	v_mfma_f32_16x16x16_f16 v[26:29], v[44:45], v[52:53], v[26:29]
	ds_read2_b64 v[42:45], v131 offset0:40 offset1:44
	v_fma_mixhi_f16 v54, v139, v62, 0
	v_fma_mixlo_f16 v56, v144, v58, 0
	v_fma_mixlo_f16 v57, v146, v60, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[42:43], v[54:55], v[26:29]
	v_fma_mixhi_f16 v57, v147, v61, 0
	v_fma_mixhi_f16 v56, v145, v59, 0
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[38:41], v[46:47], v[54:55], v[38:41]
	s_add_i32 s71, s71, 64
	s_add_i32 s2, s39, s71
	s_add_i32 s70, s70, s66
	v_mfma_f32_16x16x16_f16 v[26:29], v[44:45], v[56:57], v[26:29]
	ds_read2_b64 v[42:45], v130 offset0:64 offset1:68
	s_add_i32 s69, s69, s41
	s_cmp_lt_i32 s2, s34
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[42:43], v[50:51], v[30:33]
	v_mfma_f32_16x16x16_f16 v[30:33], v[44:45], v[52:53], v[30:33]
	ds_read2_b64 v[42:45], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[30:33], v[42:43], v[54:55], v[30:33]
	v_mfma_f32_16x16x16_f16 v[30:33], v[44:45], v[56:57], v[30:33]
	ds_read2_b64 v[42:45], v129 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[34:37], v[42:43], v[50:51], v[34:37]
	v_mfma_f32_16x16x16_f16 v[34:37], v[44:45], v[52:53], v[34:37]
	ds_read2_b64 v[42:45], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[34:37], v[42:43], v[54:55], v[34:37]
	v_mfma_f32_16x16x16_f16 v[38:41], v[48:49], v[56:57], v[38:41]
	v_mfma_f32_16x16x16_f16 v[34:37], v[44:45], v[56:57], v[34:37]
	s_cbranch_scc0 .LBB0_10
.LBB0_65:
	v_add_u32_e32 v44, s70, v128
	v_add_u32_e32 v42, s71, v124
	v_ashrrev_i32_e32 v45, 31, v44
	v_mov_b32_e32 v48, 0
	v_cmp_gt_i32_e32 vcc, s34, v42
	v_lshl_add_u64 v[84:85], v[44:45], 1, v[80:81]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, v48
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_67
	global_load_dwordx4 v[44:47], v[84:85], off
.LBB0_67:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v42, 32, v42
	v_cmp_gt_i32_e64 s[2:3], s34, v42
	v_add_u32_e32 v42, s70, v125
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[86:87], v[42:43], 1, v[80:81]
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_69
	global_load_dwordx4 v[48:51], v[86:87], off
.LBB0_69:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v88, s71, v123
	v_mov_b32_e32 v55, 0
	v_cmp_gt_i32_e64 s[4:5], s34, v88
	v_ashrrev_i32_e32 v89, 31, v88
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_71
	v_lshl_add_u64 v[42:43], v[88:89], 2, s[54:55]
	global_load_dword v54, v[42:43], off
.LBB0_71:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v90, 1, v88
	v_ashrrev_i32_e32 v91, 31, v90
	v_cmp_gt_i32_e64 s[6:7], s34, v90
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_73
	v_lshl_add_u64 v[42:43], v[90:91], 2, s[54:55]
	global_load_dword v55, v[42:43], off
.LBB0_73:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v92, 2, v88
	v_mov_b32_e32 v57, 0
	v_ashrrev_i32_e32 v93, 31, v92
	v_cmp_gt_i32_e64 s[8:9], s34, v92
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_75
	v_lshl_add_u64 v[42:43], v[92:93], 2, s[54:55]
	global_load_dword v56, v[42:43], off
.LBB0_75:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v94, 3, v88
	v_ashrrev_i32_e32 v95, 31, v94
	v_cmp_gt_i32_e64 s[10:11], s34, v94
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_77
	v_lshl_add_u64 v[42:43], v[94:95], 2, s[54:55]
	global_load_dword v57, v[42:43], off
.LBB0_77:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v96, 4, v88
	v_mov_b32_e32 v63, 0
	v_ashrrev_i32_e32 v97, 31, v96
	v_cmp_gt_i32_e64 s[12:13], s34, v96
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_79
	v_lshl_add_u64 v[42:43], v[96:97], 2, s[54:55]
	global_load_dword v62, v[42:43], off
.LBB0_79:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v98, 5, v88
	v_ashrrev_i32_e32 v99, 31, v98
	v_cmp_gt_i32_e64 s[14:15], s34, v98
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_81
	v_lshl_add_u64 v[42:43], v[98:99], 2, s[54:55]
	global_load_dword v63, v[42:43], off
.LBB0_81:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v100, 6, v88
	v_mov_b32_e32 v65, 0
	v_ashrrev_i32_e32 v101, 31, v100
	v_cmp_gt_i32_e64 s[16:17], s34, v100
	v_mov_b32_e32 v64, v65
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_83
	v_lshl_add_u64 v[42:43], v[100:101], 2, s[54:55]
	global_load_dword v64, v[42:43], off
.LBB0_83:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v102, 7, v88
	v_ashrrev_i32_e32 v103, 31, v102
	v_cmp_gt_i32_e64 s[18:19], s34, v102
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_85
	v_lshl_add_u64 v[42:43], v[102:103], 2, s[54:55]
	global_load_dword v65, v[42:43], off
.LBB0_85:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v131, 0x800, v112
	v_add_u32_e32 v130, 0x1000, v112
	v_add_u32_e32 v129, 0x1800, v112
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v110, v[44:47]
	ds_write_b128 v110, v[48:51] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v112 offset1:4
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	ds_read2_b64 v[50:53], v131 offset0:32 offset1:36
	ds_read2_b64 v[58:61], v131 offset0:40 offset1:44
	ds_read2_b64 v[66:69], v130 offset0:64 offset1:68
	ds_read2_b64 v[70:73], v130 offset0:72 offset1:76
	ds_read2_b64 v[104:107], v129 offset0:96 offset1:100
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[132:135], v[42:43], v[6:7], 0
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, 0
	v_mfma_f32_16x16x16_f16 v[42:45], v[44:45], v[8:9], v[132:135]
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, v148
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[132:135], v[50:51], v[6:7], 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[52:53], v[8:9], v[132:135]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[132:135], v[58:59], v[10:11], v[50:53]
	v_add_u32_e32 v58, s69, v127
	v_ashrrev_i32_e32 v59, 31, v58
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[50:53], v[66:67], v[6:7], 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[68:69], v[8:9], v[50:53]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[66:69], v[70:71], v[10:11], v[50:53]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[104:105], v[6:7], 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[106:107], v[8:9], v[50:53]
	ds_read2_b64 v[104:107], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[42:45], v[46:47], v[10:11], v[42:45]
	s_barrier
	ds_write_b128 v113, v[54:57]
	ds_write_b128 v113, v[62:65] offset:16
	ds_write_b128 v113, v[54:57] offset:8704
	ds_write_b128 v113, v[62:65] offset:8720
	v_mfma_f32_16x16x16_f16 v[136:139], v[104:105], v[10:11], v[50:53]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[50:53], v[48:49], v[12:13], v[42:45]
	v_lshl_add_u64 v[104:105], v[58:59], 1, v[82:83]
	v_mfma_f32_16x16x16_f16 v[42:45], v[72:73], v[12:13], v[66:69]
	ds_read_b128 v[70:73], v114
	s_nop 1
	ds_read_b128 v[66:69], v114 offset:64
	ds_read_b128 v[62:65], v114 offset:128
	ds_read_b128 v[54:57], v114 offset:192
	v_mfma_f32_16x16x16_f16 v[46:49], v[60:61], v[12:13], v[132:135]
	v_mfma_f32_16x16x16_f16 v[58:61], v[106:107], v[12:13], v[136:139]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_87
	global_load_dwordx4 v[152:155], v[104:105], off
.LBB0_87:
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v106, s69, v126
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[106:107], v[106:107], 1, v[82:83]
	v_mov_b32_e32 v149, v148
	v_mov_b32_e32 v150, v148
	v_mov_b32_e32 v151, v148
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_89
	global_load_dwordx4 v[148:151], v[106:107], off
.LBB0_89:
	s_or_b64 exec, exec, s[20:21]
	v_mul_f32_e32 v50, v111, v50
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v50, v50, v70
	v_mul_f32_e32 v58, v111, v58
	v_cmp_gt_f32_e64 s[20:21], s68, v50
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v54, v58, v54
	v_mul_f32_e32 v51, v111, v51
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v50, v50, v58
	v_exp_f32_e32 v50, v50
	v_sub_f32_e32 v51, v51, v71
	v_cmp_gt_f32_e64 s[22:23], s68, v51
	v_mul_f32_e32 v52, v111, v52
	v_sub_f32_e32 v52, v52, v72
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v51, v51, v58
	v_mul_f32_e32 v58, v50, v50
	v_cndmask_b32_e64 v133, v50, v58, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v52
	v_exp_f32_e32 v51, v51
	v_mul_f32_e32 v53, v111, v53
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v52, v52, v58
	v_exp_f32_e32 v52, v52
	v_mul_f32_e32 v46, v111, v46
	v_sub_f32_e32 v53, v53, v73
	v_mul_f32_e32 v50, v51, v51
	v_sub_f32_e32 v46, v46, v66
	v_cmp_gt_f32_e64 s[24:25], s68, v53
	v_cndmask_b32_e64 v132, v51, v50, s[22:23]
	v_mul_f32_e32 v50, v52, v52
	v_cndmask_b32_e64 v58, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v135, v52, v50, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v46
	v_mul_f32_e32 v53, v53, v58
	v_exp_f32_e32 v53, v53
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v46, v46, v51
	v_exp_f32_e32 v46, v46
	v_mul_f32_e32 v47, v111, v47
	v_mul_f32_e32 v48, v111, v48
	v_sub_f32_e32 v47, v47, v67
	v_mul_f32_e32 v50, v53, v53
	v_sub_f32_e32 v48, v48, v68
	v_cmp_gt_f32_e64 s[22:23], s68, v47
	v_cndmask_b32_e64 v134, v53, v50, s[24:25]
	v_mul_f32_e32 v50, v46, v46
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v137, v46, v50, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v48
	v_mul_f32_e32 v47, v47, v51
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v48, v48, v50
	v_exp_f32_e32 v48, v48
	v_mul_f32_e32 v49, v111, v49
	v_mul_f32_e32 v42, v111, v42
	v_sub_f32_e32 v49, v49, v69
	v_mul_f32_e32 v46, v47, v47
	v_sub_f32_e32 v42, v42, v62
	v_cmp_gt_f32_e64 s[24:25], s68, v49
	v_cndmask_b32_e64 v136, v47, v46, s[22:23]
	v_mul_f32_e32 v46, v48, v48
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v140, v48, v46, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v42
	v_mul_f32_e32 v49, v49, v50
	v_exp_f32_e32 v49, v49
	v_cndmask_b32_e64 v47, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v42, v42, v47
	v_exp_f32_e32 v42, v42
	v_mul_f32_e32 v43, v111, v43
	v_mul_f32_e32 v44, v111, v44
	v_sub_f32_e32 v43, v43, v63
	v_mul_f32_e32 v46, v49, v49
	v_sub_f32_e32 v44, v44, v64
	v_cmp_gt_f32_e64 s[22:23], s68, v43
	v_cndmask_b32_e64 v138, v49, v46, s[24:25]
	v_mul_f32_e32 v46, v42, v42
	v_cndmask_b32_e64 v47, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v143, v42, v46, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v44
	v_mul_f32_e32 v43, v43, v47
	v_exp_f32_e32 v43, v43
	v_cndmask_b32_e64 v46, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v44, v44, v46
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v45, v111, v45
	v_sub_f32_e32 v45, v45, v65
	v_mul_f32_e32 v42, v43, v43
	v_cmp_gt_f32_e64 s[24:25], s68, v45
	v_cndmask_b32_e64 v139, v43, v42, s[22:23]
	v_mul_f32_e32 v42, v44, v44
	v_cndmask_b32_e64 v46, 1.0, 0.5, s[24:25]
	v_cndmask_b32_e64 v141, v44, v42, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v54
	v_mul_f32_e32 v45, v45, v46
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v43, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v43, v54, v43
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v59, v111, v59
	v_mul_f32_e32 v60, v111, v60
	v_sub_f32_e32 v55, v59, v55
	v_mul_f32_e32 v42, v45, v45
	v_mul_f32_e32 v61, v111, v61
	v_sub_f32_e32 v56, v60, v56
	v_cmp_gt_f32_e64 s[22:23], s68, v55
	v_cndmask_b32_e64 v142, v45, v42, s[24:25]
	v_mul_f32_e32 v42, v43, v43
	v_sub_f32_e32 v57, v61, v57
	v_cndmask_b32_e64 v44, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v144, v43, v42, s[20:21]
	v_cmp_gt_f32_e64 s[20:21], s68, v56
	v_mul_f32_e32 v44, v55, v44
	v_cmp_gt_f32_e64 s[24:25], s68, v57
	v_cndmask_b32_e64 v43, 1.0, 0.5, s[20:21]
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v43, v56, v43
	v_cndmask_b32_e64 v45, 1.0, 0.5, s[24:25]
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v45, v57, v45
	v_exp_f32_e32 v45, v45
	v_mul_f32_e32 v42, v44, v44
	v_cndmask_b32_e64 v145, v44, v42, s[22:23]
	v_mul_f32_e32 v42, v43, v43
	v_cndmask_b32_e64 v146, v43, v42, s[20:21]
	v_mul_f32_e32 v42, v45, v45
	v_cndmask_b32_e64 v147, v45, v42, s[24:25]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v115, v152
	ds_write_b16_d16_hi v115, v152 offset:144
	ds_write_b16 v115, v153 offset:288
	ds_write_b16_d16_hi v115, v153 offset:432
	ds_write_b16 v115, v154 offset:576
	ds_write_b16_d16_hi v115, v154 offset:720
	ds_write_b16 v115, v155 offset:864
	ds_write_b16_d16_hi v115, v155 offset:1008
	ds_write_b16 v115, v148 offset:64
	ds_write_b16_d16_hi v115, v148 offset:208
	ds_write_b16 v115, v149 offset:352
	ds_write_b16_d16_hi v115, v149 offset:496
	ds_write_b16 v115, v150 offset:640
	ds_write_b16_d16_hi v115, v150 offset:784
	ds_write_b16 v115, v151 offset:928
	ds_write_b16_d16_hi v115, v151 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[42:45], v112 offset1:4
	v_cvt_f16_f32_e32 v50, v133
	v_cvt_f16_f32_e32 v52, v132
	v_cvt_f16_f32_e32 v51, v135
	v_cvt_f16_f32_e32 v53, v134
	v_cvt_f16_f32_e32 v54, v137
	v_cvt_f16_f32_e32 v55, v136
	v_cvt_f16_f32_e32 v56, v140
	v_cvt_f16_f32_e32 v57, v138
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	v_pack_b32_f16 v51, v51, v53
	v_pack_b32_f16 v50, v50, v52
	v_cvt_f16_f32_e32 v58, v143
	v_cvt_f16_f32_e32 v59, v139
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[18:21], v[42:43], v[50:51], v[18:21]
	v_cvt_f16_f32_e32 v60, v141
	v_cvt_f16_f32_e32 v61, v142
	v_pack_b32_f16 v53, v56, v57
	v_pack_b32_f16 v52, v54, v55
	v_cvt_f16_f32_e32 v62, v144
	v_cvt_f16_f32_e32 v42, v146
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[52:53], v[18:21]
	v_cvt_f16_f32_e32 v43, v147
	v_cvt_f16_f32_e32 v44, v145
	v_pack_b32_f16 v55, v60, v61
	v_pack_b32_f16 v54, v58, v59
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[54:55], v[18:21]
	v_pack_b32_f16 v47, v42, v43
	v_pack_b32_f16 v46, v62, v44
	ds_read2_b64 v[42:45], v131 offset0:32 offset1:36
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[42:43], v[50:51], v[2:5]
	v_mfma_f32_16x16x16_f16 v[2:5], v[44:45], v[52:53], v[2:5]
	ds_read2_b64 v[42:45], v131 offset0:40 offset1:44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[42:43], v[54:55], v[2:5]
	v_mfma_f32_16x16x16_f16 v[2:5], v[44:45], v[46:47], v[2:5]
	ds_read2_b64 v[42:45], v130 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[42:43], v[50:51], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[44:45], v[52:53], v[14:17]
	ds_read2_b64 v[42:45], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[42:43], v[54:55], v[14:17]
	v_mfma_f32_16x16x16_f16 v[14:17], v[44:45], v[46:47], v[14:17]
	ds_read2_b64 v[42:45], v129 offset0:96 offset1:100
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[42:43], v[50:51], v[22:25]
	v_mfma_f32_16x16x16_f16 v[22:25], v[44:45], v[52:53], v[22:25]
	ds_read2_b64 v[42:45], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[42:43], v[54:55], v[22:25]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mfma_f32_16x16x16_f16 v[18:21], v[48:49], v[46:47], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[44:45], v[46:47], v[22:25]
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, v46
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_91
	global_load_dwordx4 v[42:45], v[104:105], off
.LBB0_91:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_93
	global_load_dwordx4 v[46:49], v[106:107], off
.LBB0_93:
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, v59
	s_and_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB0_95
	v_lshl_add_u64 v[50:51], v[88:89], 2, s[56:57]
	global_load_dword v58, v[50:51], off
.LBB0_95:
	s_or_b64 exec, exec, s[20:21]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_97
	v_lshl_add_u64 v[50:51], v[90:91], 2, s[56:57]
	global_load_dword v59, v[50:51], off
.LBB0_97:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, v61
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_99
	v_lshl_add_u64 v[50:51], v[92:93], 2, s[56:57]
	global_load_dword v60, v[50:51], off
.LBB0_99:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_101
	v_lshl_add_u64 v[50:51], v[94:95], 2, s[56:57]
	global_load_dword v61, v[50:51], off
.LBB0_101:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, v63
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_103
	v_lshl_add_u64 v[50:51], v[96:97], 2, s[56:57]
	global_load_dword v62, v[50:51], off
.LBB0_103:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_105
	v_lshl_add_u64 v[50:51], v[98:99], 2, s[56:57]
	global_load_dword v63, v[50:51], off
.LBB0_105:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, v65
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_107
	v_lshl_add_u64 v[50:51], v[100:101], 2, s[56:57]
	global_load_dword v64, v[50:51], off
.LBB0_107:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]
	s_cbranch_execz .LBB0_109
	v_lshl_add_u64 v[50:51], v[102:103], 2, s[56:57]
	global_load_dword v65, v[50:51], off
.LBB0_109:
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v110, v[42:45]
	ds_write_b128 v110, v[46:49] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[50:53], v131 offset0:32 offset1:36
	ds_read2_b64 v[42:45], v112 offset1:4
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[54:57], v[50:51], v[156:157], 0
	ds_read2_b64 v[66:69], v131 offset0:40 offset1:44
	v_mfma_f32_16x16x16_f16 v[50:53], v[52:53], v[158:159], v[54:57]
	s_nop 4
	ds_read2_b64 v[54:57], v130 offset0:64 offset1:68
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[70:73], v[54:55], v[156:157], 0
	v_mfma_f32_16x16x16_f16 v[54:57], v[56:57], v[158:159], v[70:73]
	s_nop 5
	ds_read2_b64 v[70:73], v130 offset0:72 offset1:76
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[88:91], v[70:71], v[160:161], v[54:57]
	s_nop 2
	ds_read2_b64 v[54:57], v129 offset0:96 offset1:100
	v_mfma_f32_16x16x16_f16 v[46:49], v[42:43], v[156:157], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[92:95], v[54:55], v[156:157], 0
	v_mfma_f32_16x16x16_f16 v[42:45], v[44:45], v[158:159], v[46:49]
	s_nop 3
	ds_read2_b64 v[46:49], v112 offset0:8 offset1:12
	v_mfma_f32_16x16x16_f16 v[54:57], v[56:57], v[158:159], v[92:95]
	s_nop 2
	ds_read2_b64 v[92:95], v129 offset0:104 offset1:108
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[42:45], v[46:47], v[160:161], v[42:45]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[50:53], v[66:67], v[160:161], v[50:53]
	s_barrier
	ds_write_b128 v113, v[58:61]
	ds_write_b128 v113, v[62:65] offset:16
	ds_write_b128 v113, v[58:61] offset:8704
	ds_write_b128 v113, v[62:65] offset:8720
	v_mfma_f32_16x16x16_f16 v[96:99], v[92:93], v[160:161], v[54:57]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[54:57], v[48:49], v[162:163], v[42:45]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mfma_f32_16x16x16_f16 v[50:53], v[68:69], v[162:163], v[50:53]
	v_mfma_f32_16x16x16_f16 v[46:49], v[72:73], v[162:163], v[88:91]
	ds_read_b128 v[70:73], v114
	ds_read_b128 v[66:69], v114 offset:64
	ds_read_b128 v[62:65], v114 offset:128
	ds_read_b128 v[58:61], v114 offset:192
	v_mov_b32_e32 v88, 0
	v_mfma_f32_16x16x16_f16 v[42:45], v[94:95], v[162:163], v[96:99]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, v88
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_111
	global_load_dwordx4 v[92:95], v[84:85], off
.LBB0_111:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v89, v88
	v_mov_b32_e32 v90, v88
	v_mov_b32_e32 v91, v88
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_64
	global_load_dwordx4 v[88:91], v[86:87], off
	s_branch .LBB0_64
.LBB0_113:
	v_cmp_gt_i32_e32 vcc, s34, v109
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_115
	s_add_u32 s0, s26, s28
	s_addc_u32 s1, s27, s29
	v_mul_lo_u32 v6, s30, v109
	v_mul_lo_u32 v0, s38, v109
	s_add_u32 s2, s42, s36
	v_ashrrev_i32_e32 v7, 31, v6
	v_fma_mixlo_f16 v42, s31, v38, 0
	s_addc_u32 s3, s43, s37
	v_fma_mixlo_f16 v9, s31, v36, 0
	v_fma_mixlo_f16 v8, s31, v34, 0
	v_fma_mixlo_f16 v11, s31, v32, 0
	v_fma_mixlo_f16 v10, s31, v30, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[0:1]
	v_lshlrev_b32_e32 v12, 1, v108
	v_mov_b32_e32 v13, 0
	v_fma_mixlo_f16 v43, s31, v40, 0
	v_fma_mixhi_f16 v42, s31, v39, 0
	v_fma_mixlo_f16 v39, s31, v28, 0
	v_fma_mixlo_f16 v38, s31, v26, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v4, v4
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[12:13]
	v_fma_mixhi_f16 v43, s31, v41, 0
	v_fma_mixhi_f16 v38, s31, v27, 0
	v_fma_mixhi_f16 v39, s31, v29, 0
	v_fma_mixhi_f16 v10, s31, v31, 0
	v_fma_mixhi_f16 v11, s31, v33, 0
	v_fma_mixhi_f16 v8, s31, v35, 0
	v_fma_mixhi_f16 v9, s31, v37, 0
	v_cvt_f16_f32_e32 v17, v17
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v14, v14
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[2:3]
	global_store_dwordx2 v[6:7], v[42:43], off
	global_store_dwordx2 v[6:7], v[38:39], off offset:32
	global_store_dwordx2 v[6:7], v[10:11], off offset:64
	global_store_dwordx2 v[6:7], v[8:9], off offset:96
	v_cvt_f16_f32_e32 v8, v25
	v_cvt_f16_f32_e32 v9, v24
	v_cvt_f16_f32_e32 v10, v23
	v_cvt_f16_f32_e32 v11, v22
	v_cvt_f16_f32_e32 v6, v18
	v_cvt_f16_f32_e32 v7, v19
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_cvt_f16_f32_e32 v12, v20
	v_cvt_f16_f32_e32 v13, v21
	v_pack_b32_f16 v2, v2, v3
	v_pack_b32_f16 v3, v4, v5
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_pack_b32_f16 v2, v14, v15
	v_pack_b32_f16 v3, v16, v17
	v_pack_b32_f16 v6, v6, v7
	v_pack_b32_f16 v7, v12, v13
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
		.amdhsa_next_free_vgpr 164
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 164
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

	.set _attn_bwd_dkdv.num_vgpr, 164
	.set _attn_bwd_dkdv.num_agpr, 0
	.set _attn_bwd_dkdv.numbered_sgpr, 72
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
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         _attn_bwd_dkdv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     164
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
