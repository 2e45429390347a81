	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
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
	v_bfe_u32 v35, v0, 3, 1
	v_bfe_u32 v4, v0, 6, 1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshrrev_b32_e32 v5, 7, v0
	v_lshlrev_b32_e32 v38, 1, v2
	v_lshlrev_b32_e32 v39, 2, v3
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
	v_or3_b32 v1, v38, v35, v39
	v_lshlrev_b32_e32 v40, 3, v4
	v_lshlrev_b32_e32 v41, 4, v5
	s_addc_u32 s7, s7, s29
	s_lshl_b32 s40, s2, 6
	v_or3_b32 v1, v1, v40, v41
	v_lshlrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v34, 56, v6
	v_or_b32_e32 v6, s40, v1
	v_mov_b32_e32 v12, 0
	v_cmp_gt_i32_e32 vcc, s34, v6
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v36, 1, v34
	v_mov_b32_e32 v11, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	v_mul_lo_u32 v8, s30, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[36:37]
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
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[36:37]
	global_load_dwordx4 v[12:15], v[12:13], off
.LBB0_4:
	s_or_b64 exec, exec, s[10:11]
	s_load_dwordx4 s[36:39], s[0:1], 0x68
	s_mul_hi_u32 s10, s13, s14
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v48, 0
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
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, v52
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v16, s38, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[36:37]
	global_load_dwordx4 v[48:51], v[16:17], off
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	s_ashr_i32 s11, s16, 31
	s_ashr_i32 s14, s17, 31
	v_mov_b32_e32 v53, v52
	v_mov_b32_e32 v54, v52
	v_mov_b32_e32 v55, v52
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v6, s38, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[36:37]
	global_load_dwordx4 v[52:55], v[6:7], off
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v4, 4, v4
	v_lshlrev_b32_e32 v5, 5, v5
	v_and_b32_e32 v42, 15, v0
	v_or_b32_e32 v4, v4, v5
	v_or_b32_e32 v43, v4, v42
	v_mul_u32_u24_e32 v4, 0x90, v1
	v_lshl_add_u32 v102, v34, 1, v4
	v_lshlrev_b32_e32 v4, 4, v3
	v_lshl_or_b32 v47, v2, 3, v4
	v_mul_u32_u24_e32 v46, 0x90, v43
	v_lshl_add_u32 v103, v47, 1, v46
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v102, v[8:11]
	ds_write_b128 v102, v[12:15] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[140:143], v103
	ds_read_b128 v[144:147], v103 offset:64
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
	v_lshlrev_b32_e32 v44, 2, v2
	v_lshlrev_b32_e32 v45, 3, v3
	s_sub_i32 s33, s3, s2
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_or_b32_e32 v100, v44, v45
	v_or_b32_e32 v101, s40, v43
	s_cmp_lt_i32 s33, 1
	v_mov_b32_e32 v33, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v102, v[48:51]
	ds_write_b128 v102, v[52:55] offset:4608
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
	s_cselect_b64 s[46:47], -1, 0
	s_cmp_lt_i32 s17, s34
	v_add_u32_e32 v2, 64, v103
	s_mul_hi_i32 s45, s33, s18
	s_mul_i32 s44, s33, s18
	s_cselect_b64 s[48:49], -1, 0
	s_ashr_i32 s41, s40, 31
	ds_read_b128 v[148:151], v103
	ds_read_b128 v[152:155], v2
	v_mul_u32_u24_e32 v2, 0x90, v42
	s_lshl_b64 s[50:51], s[40:41], 2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_lshl_b64 s[2:3], s[44:45], 2
	v_lshl_add_u32 v105, v47, 1, v2
	v_mul_u32_u24_e32 v2, 0x110, v1
	s_add_u32 s0, s0, s2
	v_lshl_add_u32 v106, v34, 2, v2
	v_mul_u32_u24_e32 v2, 0x110, v43
	s_addc_u32 s1, s1, s3
	v_and_b32_e32 v0, 7, v0
	v_mov_b32_e32 v3, 0x3fb8aa3b
	v_lshl_add_u32 v107, v100, 2, v2
	v_mul_u32_u24_e32 v2, 0x90, v34
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[36:37]
	v_lshlrev_b32_e32 v36, 5, v0
	s_mul_i32 s1, s1, s34
	s_mul_i32 s2, s0, s35
	v_mov_b32_e32 v0, s34
	v_mul_f32_e32 v104, s31, v3
	v_lshl_add_u32 v109, v1, 1, v2
	s_add_i32 s2, s2, s1
	v_mad_u64_u32 v[2:3], s[0:1], s0, v0, v[36:37]
	v_add_u32_e32 v3, s2, v3
	v_lshl_add_u64 v[0:1], s[24:25], 0, v[2:3]
	v_lshl_add_u64 v[70:71], s[22:23], 0, v[2:3]
	v_add_u32_e32 v2, s40, v41
	v_add_u32_e32 v2, v2, v40
	v_add_u32_e32 v2, v2, v39
	v_add3_u32 v112, v2, v38, v35
	v_add_u32_e32 v2, 32, v112
	v_mul_lo_u32 v113, s14, v2
	v_mul_lo_u32 v114, s10, v2
	v_add_u32_e32 v2, s39, v41
	v_add_u32_e32 v2, v2, v40
	v_add_u32_e32 v2, v2, v39
	v_add3_u32 v118, v2, v38, v35
	v_add_u32_e32 v2, 32, v118
	s_mov_b32 s59, s9
	s_mov_b32 s61, s13
	v_lshl_add_u32 v108, v100, 1, v46
	s_lshl_b64 s[24:25], s[34:35], 2
	v_add_u32_e32 v110, s40, v34
	v_add3_u32 v111, s40, v45, v44
	s_lshl_b32 s41, s14, 6
	s_lshl_b32 s66, s10, 6
	v_mul_lo_u32 v115, s14, v112
	v_mul_lo_u32 v116, s10, v112
	v_add_u32_e32 v117, s39, v34
	v_mul_lo_u32 v119, s10, v2
	v_mul_lo_u32 v120, s14, v2
	v_mul_lo_u32 v121, s14, v118
	v_mul_lo_u32 v122, s10, v118
	s_mov_b32 s67, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_mov_b32 s68, 0xc2fc0000
	s_mov_b64 s[52:53], 0x100
	s_branch .LBB0_11
.LBB0_10:
	s_add_i32 s67, s67, 1
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[24:25]
	s_cmp_lg_u32 s67, s33
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[24:25]
	s_cbranch_scc0 .LBB0_113
.LBB0_11:
	s_add_u32 s4, s44, s67
	s_addc_u32 s5, s45, 0
	s_mul_i32 s0, s4, s58
	s_mul_hi_u32 s1, s4, s59
	s_mul_i32 s2, s4, s60
	s_mul_hi_u32 s3, s4, s61
	s_mul_i32 s6, s4, s35
	s_mul_hi_u32 s7, s4, s34
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s5, s59
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s5, s61
	s_add_i32 s6, s7, s6
	s_mul_i32 s5, s5, s34
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s4, s59
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s4, s61
	s_add_i32 s5, s6, s5
	s_mul_i32 s4, s4, s34
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s54, s62, s4
	s_addc_u32 s55, s63, s5
	s_add_u32 s56, s64, s4
	s_addc_u32 s57, s65, s5
	v_lshl_add_u64 v[72:73], s[0:1], 1, v[66:67]
	s_andn2_b64 vcc, exec, s[46:47]
	v_lshl_add_u64 v[74:75], s[2:3], 1, v[68:69]
	s_cbranch_vccnz .LBB0_62
	s_mov_b32 s69, 0
	s_mov_b32 s70, 0
	s_mov_b32 s71, 0
	v_mov_b64_e32 v[76:77], v[70:71]
	v_mov_b64_e32 v[78:79], v[0:1]
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v46, v46, v62
	v_sub_f32_e32 v47, v47, v63
	v_sub_f32_e32 v48, v48, v64
	v_sub_f32_e32 v49, v49, v65
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v42, v42, v58
	v_sub_f32_e32 v43, v43, v59
	v_sub_f32_e32 v44, v44, v60
	v_sub_f32_e32 v45, v45, v61
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v38, v38, v54
	v_sub_f32_e32 v39, v39, v55
	v_sub_f32_e32 v40, v40, v56
	v_sub_f32_e32 v41, v41, v57
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v34, v34, v50
	v_sub_f32_e32 v35, v35, v51
	v_sub_f32_e32 v36, v36, v52
	v_sub_f32_e32 v37, v37, v53
	v_mul_f32_e32 v46, v90, v46
	v_mul_f32_e32 v47, v91, v47
	v_mul_f32_e32 v48, v92, v48
	v_mul_f32_e32 v49, v93, v49
	v_mul_f32_e32 v42, v94, v42
	v_mul_f32_e32 v43, v95, v43
	v_mul_f32_e32 v44, v96, v44
	v_mul_f32_e32 v45, v97, v45
	v_mul_f32_e32 v38, v98, v38
	v_mul_f32_e32 v39, v99, v39
	v_mul_f32_e32 v40, v123, v40
	v_mul_f32_e32 v41, v124, v41
	v_mul_f32_e32 v50, v125, v34
	v_mul_f32_e32 v51, v126, v35
	v_mul_f32_e32 v52, v127, v36
	v_mul_f32_e32 v53, v128, v37
	v_cvt_pk_f16_f32 v35, v48, v49
	v_cvt_pk_f16_f32 v34, v46, v47
	v_cvt_pk_f16_f32 v37, v44, v45
	v_cvt_pk_f16_f32 v36, v42, v43
	s_barrier
	ds_write2_b64 v108, v[34:35], v[36:37] offset1:4
	v_cvt_pk_f16_f32 v35, v40, v41
	v_cvt_pk_f16_f32 v34, v38, v39
	v_cvt_pk_f16_f32 v37, v52, v53
	v_cvt_pk_f16_f32 v36, v50, v51
	ds_write2_b64 v108, v[34:35], v[36:37] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v103
	ds_read_b128 v[38:41], v103 offset:64
	s_add_i32 s71, s71, 64
	s_add_i32 s0, s40, s71
	s_add_i32 s70, s70, s41
	s_add_i32 s69, s69, s66
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[52:53]
	s_cmp_ge_i32 s0, s39
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[52:53]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v109, v130
	ds_write_b16_d16_hi v109, v130 offset:144
	ds_write_b16 v109, v131 offset:288
	ds_write_b16_d16_hi v109, v131 offset:432
	ds_write_b16 v109, v132 offset:576
	ds_write_b16_d16_hi v109, v132 offset:720
	ds_write_b16 v109, v133 offset:864
	ds_write_b16_d16_hi v109, v133 offset:1008
	ds_write_b16 v109, v84 offset:64
	ds_write_b16_d16_hi v109, v84 offset:208
	ds_write_b16 v109, v85 offset:352
	ds_write_b16_d16_hi v109, v85 offset:496
	ds_write_b16 v109, v86 offset:640
	ds_write_b16_d16_hi v109, v86 offset:784
	ds_write_b16 v109, v87 offset:928
	ds_write_b16_d16_hi v109, v87 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[42:45], v105
	ds_read_b128 v[46:49], v105 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[22:25], v[42:45], v[34:37], v[22:25]
	ds_read_b128 v[42:45], v105 offset:2304
	ds_read_b128 v[50:53], v105 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[18:21], v[42:45], v[34:37], v[18:21]
	ds_read_b128 v[42:45], v105 offset:4608
	ds_read_b128 v[54:57], v105 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[26:29], v[42:45], v[34:37], v[26:29]
	ds_read_b128 v[42:45], v105 offset:6912
	ds_read_b128 v[58:61], v105 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[30:33], v[42:45], v[34:37], v[30:33]
	v_mfma_f32_16x16x32_f16 v[22:25], v[46:49], v[38:41], v[22:25]
	v_mfma_f32_16x16x32_f16 v[18:21], v[50:53], v[38:41], v[18:21]
	v_mfma_f32_16x16x32_f16 v[26:29], v[54:57], v[38:41], v[26:29]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[30:33], v[58:61], v[38:41], v[30:33]
	s_cbranch_scc1 .LBB0_62
.LBB0_14:
	v_add_u32_e32 v36, s69, v116
	v_add_u32_e32 v34, s71, v112
	v_ashrrev_i32_e32 v37, 31, v36
	v_mov_b32_e32 v40, 0
	v_cmp_gt_i32_e32 vcc, s34, v34
	v_lshl_add_u64 v[80:81], v[36:37], 1, v[72:73]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
	global_load_dwordx4 v[36:39], v[80:81], off
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v34, 32, v34
	v_cmp_gt_i32_e64 s[0:1], s34, v34
	v_add_u32_e32 v34, s69, v114
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[82:83], v[34:35], 1, v[72:73]
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v43, v40
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_18
	global_load_dwordx4 v[40:43], v[82:83], off
.LBB0_18:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v84, s71, v110
	v_mov_b32_e32 v47, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v84
	v_ashrrev_i32_e32 v85, 31, v84
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_20
	v_lshl_add_u64 v[34:35], v[84:85], 2, s[54:55]
	global_load_dword v46, v[34:35], off
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v44, 1, v84
	v_lshl_add_u64 v[34:35], v[76:77], 0, s[50:51]
	v_cmp_gt_i32_e64 s[4:5], s34, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
	global_load_dword v47, v[34:35], off offset:4
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v44, 2, v84
	v_mov_b32_e32 v49, 0
	v_cmp_gt_i32_e64 s[6:7], s34, v44
	v_mov_b32_e32 v48, v49
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_24
	global_load_dword v48, v[34:35], off offset:8
.LBB0_24:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v44, 3, v84
	v_cmp_gt_i32_e64 s[8:9], s34, v44
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_26
	global_load_dword v49, v[34:35], off offset:12
.LBB0_26:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v44, 4, v84
	v_mov_b32_e32 v55, 0
	v_cmp_gt_i32_e64 s[10:11], s34, v44
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_28
	global_load_dword v54, v[34:35], off offset:16
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v44, 5, v84
	v_cmp_gt_i32_e64 s[12:13], s34, v44
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_30
	global_load_dword v55, v[34:35], off offset:20
.LBB0_30:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v44, 6, v84
	v_mov_b32_e32 v57, 0
	v_cmp_gt_i32_e64 s[14:15], s34, v44
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_32
	global_load_dword v56, v[34:35], off offset:24
.LBB0_32:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v44, 7, v84
	v_cmp_gt_i32_e64 s[16:17], s34, v44
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_34
	global_load_dword v57, v[34:35], off offset:28
.LBB0_34:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v102, v[36:39]
	ds_write_b128 v102, v[40:43] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v105
	ds_read_b128 v[42:45], v105 offset:64
	ds_read_b128 v[38:41], v105 offset:2304
	ds_read_b128 v[62:65], v105 offset:2368
	ds_read_b128 v[50:53], v105 offset:4608
	ds_read_b128 v[86:89], v105 offset:4672
	ds_read_b128 v[58:61], v105 offset:6912
	ds_read_b128 v[90:93], v105 offset:6976
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_f16 v[34:37], v[34:37], v[140:143], 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v135, 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[50:53], v[50:53], v[140:143], 0
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v137, v130
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[38:41], v[38:41], v[140:143], 0
	s_barrier
	ds_write_b128 v106, v[46:49]
	ds_write_b128 v106, v[54:57] offset:16
	ds_write_b128 v106, v[46:49] offset:8704
	ds_write_b128 v106, v[54:57] offset:8720
	v_mfma_f32_16x16x32_f16 v[58:61], v[58:61], v[140:143], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[42:45], v[42:45], v[144:147], v[34:37]
	v_mfma_f32_16x16x32_f16 v[34:37], v[86:89], v[144:147], v[50:53]
	s_nop 2
	v_add_u32_e32 v50, s70, v115
	v_ashrrev_i32_e32 v51, 31, v50
	v_mfma_f32_16x16x32_f16 v[38:41], v[62:65], v[144:147], v[38:41]
	v_lshl_add_u64 v[86:87], v[50:51], 1, v[74:75]
	v_mfma_f32_16x16x32_f16 v[50:53], v[90:93], v[144:147], v[58:61]
	ds_read_b128 v[62:65], v107
	s_nop 1
	ds_read_b128 v[58:61], v107 offset:64
	ds_read_b128 v[54:57], v107 offset:128
	ds_read_b128 v[46:49], v107 offset:192
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_36
	global_load_dwordx4 v[134:137], v[86:87], off
.LBB0_36:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v88, s70, v113
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[88:89], v[88:89], 1, v[74:75]
	v_mov_b32_e32 v131, v130
	v_mov_b32_e32 v132, v130
	v_mov_b32_e32 v133, v130
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_38
	global_load_dwordx4 v[130:133], v[88:89], off
.LBB0_38:
	s_or_b64 exec, exec, s[18:19]
	v_mul_f32_e32 v42, v104, v42
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v42, v42, v62
	v_mul_f32_e32 v50, v104, v50
	v_cmp_gt_f32_e64 s[18:19], s68, v42
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v46, v50, v46
	v_mul_f32_e32 v43, v104, v43
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v42, v42, v50
	v_exp_f32_e32 v42, v42
	v_sub_f32_e32 v43, v43, v63
	v_cmp_gt_f32_e64 s[20:21], s68, v43
	v_mul_f32_e32 v44, v104, v44
	v_sub_f32_e32 v44, v44, v64
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v43, v43, v50
	v_mul_f32_e32 v50, v42, v42
	v_mul_f32_e32 v51, v104, v51
	v_cndmask_b32_e64 v42, v42, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v44
	v_sub_f32_e32 v47, v51, v47
	v_exp_f32_e32 v43, v43
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v44, v44, v51
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v45, v104, v45
	v_mul_f32_e32 v38, v104, v38
	v_sub_f32_e32 v45, v45, v65
	v_mul_f32_e32 v50, v43, v43
	v_sub_f32_e32 v38, v38, v58
	v_cmp_gt_f32_e64 s[22:23], s68, v45
	v_cndmask_b32_e64 v43, v43, v50, s[20:21]
	v_mul_f32_e32 v50, v44, v44
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v44, v44, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v38
	v_mul_f32_e32 v45, v45, v51
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v38, v38, v51
	v_exp_f32_e32 v38, v38
	v_mul_f32_e32 v39, v104, v39
	v_mul_f32_e32 v40, v104, v40
	v_sub_f32_e32 v39, v39, v59
	v_mul_f32_e32 v50, v45, v45
	v_sub_f32_e32 v40, v40, v60
	v_cmp_gt_f32_e64 s[20:21], s68, v39
	v_cndmask_b32_e64 v45, v45, v50, s[22:23]
	v_mul_f32_e32 v50, v38, v38
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v38, v38, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v40
	v_mul_f32_e32 v39, v39, v51
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v40, v40, v51
	v_exp_f32_e32 v40, v40
	v_mul_f32_e32 v41, v104, v41
	v_mul_f32_e32 v34, v104, v34
	v_sub_f32_e32 v41, v41, v61
	v_mul_f32_e32 v50, v39, v39
	v_sub_f32_e32 v34, v34, v54
	v_cmp_gt_f32_e64 s[22:23], s68, v41
	v_cndmask_b32_e64 v39, v39, v50, s[20:21]
	v_mul_f32_e32 v50, v40, v40
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v40, v40, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v34
	v_mul_f32_e32 v41, v41, v51
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v34, v34, v51
	v_exp_f32_e32 v34, v34
	v_mul_f32_e32 v35, v104, v35
	v_mul_f32_e32 v36, v104, v36
	v_sub_f32_e32 v35, v35, v55
	v_mul_f32_e32 v50, v41, v41
	v_sub_f32_e32 v36, v36, v56
	v_cmp_gt_f32_e64 s[20:21], s68, v35
	v_cndmask_b32_e64 v41, v41, v50, s[22:23]
	v_mul_f32_e32 v50, v34, v34
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v34, v34, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v36
	v_mul_f32_e32 v35, v35, v51
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v36, v36, v51
	v_exp_f32_e32 v36, v36
	v_mul_f32_e32 v37, v104, v37
	v_sub_f32_e32 v37, v37, v57
	v_mul_f32_e32 v50, v35, v35
	v_cmp_gt_f32_e64 s[22:23], s68, v37
	v_cndmask_b32_e64 v35, v35, v50, s[20:21]
	v_mul_f32_e32 v50, v36, v36
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v36, v36, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v46
	v_mul_f32_e32 v37, v37, v51
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v46, v46, v51
	v_exp_f32_e32 v46, v46
	v_mul_f32_e32 v52, v104, v52
	v_mul_f32_e32 v50, v37, v37
	v_sub_f32_e32 v48, v52, v48
	v_cmp_gt_f32_e64 s[20:21], s68, v47
	v_cndmask_b32_e64 v37, v37, v50, s[22:23]
	v_mul_f32_e32 v50, v46, v46
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v46, v46, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v48
	v_mul_f32_e32 v47, v47, v51
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v48, v48, v51
	v_exp_f32_e32 v48, v48
	v_mul_f32_e32 v50, v47, v47
	v_add_u32_e32 v90, s71, v111
	v_cndmask_b32_e64 v47, v47, v50, s[20:21]
	v_mul_f32_e32 v50, v48, v48
	v_add_u32_e32 v91, 1, v90
	v_cndmask_b32_e64 v48, v48, v50, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v90, v101
	v_add_u32_e32 v92, 2, v90
	v_add_u32_e32 v93, 3, v90
	v_add_u32_e32 v94, 16, v90
	v_add_u32_e32 v95, 17, v90
	v_add_u32_e32 v96, 18, v90
	v_add_u32_e32 v97, 19, v90
	v_add_u32_e32 v98, 32, v90
	v_add_u32_e32 v99, 33, v90
	v_add_u32_e32 v123, 34, v90
	v_add_u32_e32 v124, 35, v90
	v_add_u32_e32 v125, 48, v90
	v_add_u32_e32 v126, 49, v90
	v_add_u32_e32 v127, 50, v90
	v_add_u32_e32 v128, 51, v90
	v_cndmask_b32_e64 v90, 0, v42, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v91, v101
	v_mul_f32_e32 v53, v104, v53
	v_sub_f32_e32 v49, v53, v49
	v_cndmask_b32_e64 v91, 0, v43, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v92, v101
	v_cmp_gt_f32_e64 s[22:23], s68, v49
	s_nop 0
	v_cndmask_b32_e64 v92, 0, v44, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v93, v101
	v_cndmask_b32_e64 v51, 1.0, 0.5, s[22:23]
	v_mul_f32_e32 v49, v49, v51
	v_cndmask_b32_e64 v93, 0, v45, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v94, v101
	v_exp_f32_e32 v49, v49
	s_barrier
	v_cndmask_b32_e64 v94, 0, v38, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v95, v101
	v_mul_f32_e32 v50, v49, v49
	v_cndmask_b32_e64 v49, v49, v50, s[22:23]
	v_cndmask_b32_e64 v95, 0, v39, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v96, v101
	s_nop 1
	v_cndmask_b32_e64 v96, 0, v40, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v97, v101
	s_nop 1
	v_cndmask_b32_e64 v97, 0, v41, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v98, v101
	s_nop 1
	v_cndmask_b32_e64 v98, 0, v34, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v99, v101
	v_cvt_pk_f16_f32 v34, v90, v91
	s_nop 0
	v_cndmask_b32_e64 v99, 0, v35, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v123, v101
	v_cvt_pk_f16_f32 v35, v92, v93
	s_nop 0
	v_cndmask_b32_e64 v123, 0, v36, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v124, v101
	v_cvt_pk_f16_f32 v36, v94, v95
	s_nop 0
	v_cndmask_b32_e64 v124, 0, v37, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v125, v101
	v_cvt_pk_f16_f32 v37, v96, v97
	ds_write2_b64 v108, v[34:35], v[36:37] offset1:4
	v_cndmask_b32_e64 v125, 0, v46, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v126, v101
	v_cvt_pk_f16_f32 v35, v123, v124
	v_cvt_pk_f16_f32 v34, v98, v99
	v_cndmask_b32_e64 v126, 0, v47, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v127, v101
	v_cvt_pk_f16_f32 v36, v125, v126
	s_nop 0
	v_cndmask_b32_e64 v127, 0, v48, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v128, v101
	s_nop 1
	v_cndmask_b32_e64 v128, 0, v49, s[18:19]
	v_cvt_pk_f16_f32 v37, v127, v128
	ds_write2_b64 v108, v[34:35], v[36:37] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v103
	ds_read_b128 v[38:41], v103 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v109, v134
	ds_write_b16_d16_hi v109, v134 offset:144
	ds_write_b16 v109, v135 offset:288
	ds_write_b16_d16_hi v109, v135 offset:432
	ds_write_b16 v109, v136 offset:576
	ds_write_b16_d16_hi v109, v136 offset:720
	ds_write_b16 v109, v137 offset:864
	ds_write_b16_d16_hi v109, v137 offset:1008
	ds_write_b16 v109, v130 offset:64
	ds_write_b16_d16_hi v109, v130 offset:208
	ds_write_b16 v109, v131 offset:352
	ds_write_b16_d16_hi v109, v131 offset:496
	ds_write_b16 v109, v132 offset:640
	ds_write_b16_d16_hi v109, v132 offset:784
	ds_write_b16 v109, v133 offset:928
	ds_write_b16_d16_hi v109, v133 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[42:45], v105
	ds_read_b128 v[46:49], v105 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[14:17], v[42:45], v[34:37], v[14:17]
	ds_read_b128 v[42:45], v105 offset:2304
	ds_read_b128 v[50:53], v105 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[10:13], v[42:45], v[34:37], v[10:13]
	ds_read_b128 v[42:45], v105 offset:4608
	ds_read_b128 v[54:57], v105 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[6:9], v[42:45], v[34:37], v[6:9]
	ds_read_b128 v[42:45], v105 offset:6912
	ds_read_b128 v[58:61], v105 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[2:5], v[42:45], v[34:37], v[2:5]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mfma_f32_16x16x32_f16 v[14:17], v[46:49], v[38:41], v[14:17]
	v_mfma_f32_16x16x32_f16 v[10:13], v[50:53], v[38:41], v[10:13]
	v_mfma_f32_16x16x32_f16 v[6:9], v[54:57], v[38:41], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[58:61], v[38:41], v[2:5]
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v40
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_40
	global_load_dwordx4 v[36:39], v[86:87], off
.LBB0_40:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v43, v40
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_42
	global_load_dwordx4 v[40:43], v[88:89], off
.LBB0_42:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_44
	v_lshl_add_u64 v[34:35], v[84:85], 2, s[56:57]
	global_load_dword v50, v[34:35], off
.LBB0_44:
	s_or_b64 exec, exec, s[18:19]
	v_lshl_add_u64 v[34:35], v[78:79], 0, s[50:51]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_46
	global_load_dword v51, v[34:35], off offset:4
.LBB0_46:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_48
	global_load_dword v52, v[34:35], off offset:8
.LBB0_48:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_50
	global_load_dword v53, v[34:35], off offset:12
.LBB0_50:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_52
	global_load_dword v54, v[34:35], off offset:16
.LBB0_52:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB0_54
	global_load_dword v55, v[34:35], off offset:20
.LBB0_54:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB0_56
	global_load_dword v56, v[34:35], off offset:24
.LBB0_56:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_58
	global_load_dword v57, v[34:35], off offset:28
.LBB0_58:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v102, v[36:39]
	ds_write_b128 v102, v[40:43] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[46:49], v105 offset:4608
	ds_read_b128 v[130:133], v105 offset:4672
	ds_read_b128 v[34:37], v105
	ds_read_b128 v[42:45], v105 offset:64
	ds_read_b128 v[38:41], v105 offset:2304
	ds_read_b128 v[84:87], v105 offset:2368
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[58:61], v[46:49], v[148:151], 0
	ds_read_b128 v[46:49], v105 offset:6912
	ds_read_b128 v[134:137], v105 offset:6976
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[34:37], v[34:37], v[148:151], 0
	s_barrier
	ds_write_b128 v106, v[50:53]
	ds_write_b128 v106, v[54:57] offset:16
	ds_write_b128 v106, v[50:53] offset:8704
	ds_write_b128 v106, v[54:57] offset:8720
	v_mfma_f32_16x16x32_f16 v[38:41], v[38:41], v[148:151], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[62:65], v[46:49], v[148:151], 0
	v_mfma_f32_16x16x32_f16 v[46:49], v[42:45], v[152:155], v[34:37]
	v_mfma_f32_16x16x32_f16 v[42:45], v[84:87], v[152:155], v[38:41]
	v_mov_b32_e32 v84, 0
	v_mfma_f32_16x16x32_f16 v[38:41], v[130:133], v[152:155], v[58:61]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v132, 0
	v_mfma_f32_16x16x32_f16 v[34:37], v[134:137], v[152:155], v[62:65]
	s_nop 2
	ds_read_b128 v[62:65], v107
	ds_read_b128 v[58:61], v107 offset:64
	ds_read_b128 v[54:57], v107 offset:128
	ds_read_b128 v[50:53], v107 offset:192
	v_mov_b32_e32 v133, v84
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_60
	global_load_dwordx4 v[130:133], v[80:81], off
.LBB0_60:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v85, v84
	v_mov_b32_e32 v86, v84
	v_mov_b32_e32 v87, v84
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_13
	global_load_dwordx4 v[84:87], v[82:83], off
	s_branch .LBB0_13
.LBB0_62:
	s_andn2_b64 vcc, exec, s[48:49]
	s_cbranch_vccnz .LBB0_10
	s_mov_b32 s69, 0
	s_mov_b32 s70, 0
	s_mov_b32 s71, 0
	s_branch .LBB0_65
.LBB0_64:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v46, v46, v62
	v_sub_f32_e32 v47, v47, v63
	v_sub_f32_e32 v48, v48, v64
	v_sub_f32_e32 v49, v49, v65
	s_waitcnt lgkmcnt(2)
	v_sub_f32_e32 v42, v42, v58
	v_sub_f32_e32 v43, v43, v59
	v_sub_f32_e32 v44, v44, v60
	v_sub_f32_e32 v45, v45, v61
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v38, v38, v54
	v_sub_f32_e32 v39, v39, v55
	v_sub_f32_e32 v40, v40, v56
	v_sub_f32_e32 v41, v41, v57
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v34, v34, v50
	v_sub_f32_e32 v35, v35, v51
	v_sub_f32_e32 v36, v36, v52
	v_sub_f32_e32 v37, v37, v53
	v_mul_f32_e32 v46, v123, v46
	v_mul_f32_e32 v47, v124, v47
	v_mul_f32_e32 v48, v125, v48
	v_mul_f32_e32 v49, v126, v49
	v_mul_f32_e32 v42, v127, v42
	v_mul_f32_e32 v43, v128, v43
	v_mul_f32_e32 v44, v129, v44
	v_mul_f32_e32 v45, v130, v45
	v_mul_f32_e32 v38, v131, v38
	v_mul_f32_e32 v39, v132, v39
	v_mul_f32_e32 v40, v133, v40
	v_mul_f32_e32 v41, v134, v41
	v_mul_f32_e32 v50, v135, v34
	v_mul_f32_e32 v51, v136, v35
	v_mul_f32_e32 v52, v137, v36
	v_mul_f32_e32 v53, v138, v37
	v_cvt_pk_f16_f32 v35, v48, v49
	v_cvt_pk_f16_f32 v34, v46, v47
	v_cvt_pk_f16_f32 v37, v44, v45
	v_cvt_pk_f16_f32 v36, v42, v43
	s_barrier
	ds_write2_b64 v108, v[34:35], v[36:37] offset1:4
	v_cvt_pk_f16_f32 v35, v40, v41
	v_cvt_pk_f16_f32 v34, v38, v39
	v_cvt_pk_f16_f32 v37, v52, v53
	v_cvt_pk_f16_f32 v36, v50, v51
	ds_write2_b64 v108, v[34:35], v[36:37] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v103
	ds_read_b128 v[38:41], v103 offset:64
	s_add_i32 s71, s71, 64
	s_add_i32 s70, s70, s66
	s_add_i32 s69, s69, s41
	s_add_i32 s0, s39, s71
	s_cmp_lt_i32 s0, s34
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v109, v84
	ds_write_b16_d16_hi v109, v84 offset:144
	ds_write_b16 v109, v85 offset:288
	ds_write_b16_d16_hi v109, v85 offset:432
	ds_write_b16 v109, v86 offset:576
	ds_write_b16_d16_hi v109, v86 offset:720
	ds_write_b16 v109, v87 offset:864
	ds_write_b16_d16_hi v109, v87 offset:1008
	ds_write_b16 v109, v80 offset:64
	ds_write_b16_d16_hi v109, v80 offset:208
	ds_write_b16 v109, v81 offset:352
	ds_write_b16_d16_hi v109, v81 offset:496
	ds_write_b16 v109, v82 offset:640
	ds_write_b16_d16_hi v109, v82 offset:784
	ds_write_b16 v109, v83 offset:928
	ds_write_b16_d16_hi v109, v83 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[42:45], v105
	ds_read_b128 v[46:49], v105 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[22:25], v[42:45], v[34:37], v[22:25]
	ds_read_b128 v[42:45], v105 offset:2304
	ds_read_b128 v[50:53], v105 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[18:21], v[42:45], v[34:37], v[18:21]
	ds_read_b128 v[42:45], v105 offset:4608
	ds_read_b128 v[54:57], v105 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[26:29], v[42:45], v[34:37], v[26:29]
	ds_read_b128 v[42:45], v105 offset:6912
	ds_read_b128 v[58:61], v105 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[30:33], v[42:45], v[34:37], v[30:33]
	v_mfma_f32_16x16x32_f16 v[22:25], v[46:49], v[38:41], v[22:25]
	v_mfma_f32_16x16x32_f16 v[18:21], v[50:53], v[38:41], v[18:21]
	v_mfma_f32_16x16x32_f16 v[26:29], v[54:57], v[38:41], v[26:29]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[30:33], v[58:61], v[38:41], v[30:33]
	s_cbranch_scc0 .LBB0_10
.LBB0_65:
	v_add_u32_e32 v36, s70, v122
	v_add_u32_e32 v34, s71, v118
	v_ashrrev_i32_e32 v37, 31, v36
	v_mov_b32_e32 v40, 0
	v_cmp_gt_i32_e32 vcc, s34, v34
	v_lshl_add_u64 v[76:77], v[36:37], 1, v[72:73]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, v40
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_67
	global_load_dwordx4 v[36:39], v[76:77], off
.LBB0_67:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v34, 32, v34
	v_cmp_gt_i32_e64 s[0:1], s34, v34
	v_add_u32_e32 v34, s70, v119
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[78:79], v[34:35], 1, v[72:73]
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v42, v40
	v_mov_b32_e32 v43, v40
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_69
	global_load_dwordx4 v[40:43], v[78:79], off
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v80, s71, v117
	v_mov_b32_e32 v47, 0
	v_cmp_gt_i32_e64 s[2:3], s34, v80
	v_ashrrev_i32_e32 v81, 31, v80
	v_mov_b32_e32 v46, v47
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_71
	v_lshl_add_u64 v[34:35], v[80:81], 2, s[54:55]
	global_load_dword v46, v[34:35], off
.LBB0_71:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v82, 1, v80
	v_ashrrev_i32_e32 v83, 31, v82
	v_cmp_gt_i32_e64 s[4:5], s34, v82
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_73
	v_lshl_add_u64 v[34:35], v[82:83], 2, s[54:55]
	global_load_dword v47, v[34:35], off
.LBB0_73:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v84, 2, v80
	v_mov_b32_e32 v49, 0
	v_ashrrev_i32_e32 v85, 31, v84
	v_cmp_gt_i32_e64 s[6:7], s34, v84
	v_mov_b32_e32 v48, v49
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_75
	v_lshl_add_u64 v[34:35], v[84:85], 2, s[54:55]
	global_load_dword v48, v[34:35], off
.LBB0_75:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v86, 3, v80
	v_ashrrev_i32_e32 v87, 31, v86
	v_cmp_gt_i32_e64 s[8:9], s34, v86
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_77
	v_lshl_add_u64 v[34:35], v[86:87], 2, s[54:55]
	global_load_dword v49, v[34:35], off
.LBB0_77:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v88, 4, v80
	v_mov_b32_e32 v55, 0
	v_ashrrev_i32_e32 v89, 31, v88
	v_cmp_gt_i32_e64 s[10:11], s34, v88
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_79
	v_lshl_add_u64 v[34:35], v[88:89], 2, s[54:55]
	global_load_dword v54, v[34:35], off
.LBB0_79:
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v90, 5, v80
	v_ashrrev_i32_e32 v91, 31, v90
	v_cmp_gt_i32_e64 s[12:13], s34, v90
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_81
	v_lshl_add_u64 v[34:35], v[90:91], 2, s[54:55]
	global_load_dword v55, v[34:35], off
.LBB0_81:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v92, 6, v80
	v_mov_b32_e32 v57, 0
	v_ashrrev_i32_e32 v93, 31, v92
	v_cmp_gt_i32_e64 s[14:15], s34, v92
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_83
	v_lshl_add_u64 v[34:35], v[92:93], 2, s[54:55]
	global_load_dword v56, v[34:35], off
.LBB0_83:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v94, 7, v80
	v_ashrrev_i32_e32 v95, 31, v94
	v_cmp_gt_i32_e64 s[16:17], s34, v94
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_85
	v_lshl_add_u64 v[34:35], v[94:95], 2, s[54:55]
	global_load_dword v57, v[34:35], off
.LBB0_85:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v102, v[36:39]
	ds_write_b128 v102, v[40:43] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v105
	ds_read_b128 v[42:45], v105 offset:64
	ds_read_b128 v[38:41], v105 offset:2304
	ds_read_b128 v[62:65], v105 offset:2368
	ds_read_b128 v[50:53], v105 offset:4608
	ds_read_b128 v[96:99], v105 offset:4672
	ds_read_b128 v[58:61], v105 offset:6912
	ds_read_b128 v[124:127], v105 offset:6976
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_f16 v[34:37], v[34:37], v[140:143], 0
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[50:53], v[50:53], v[140:143], 0
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, v156
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[38:41], v[38:41], v[140:143], 0
	s_barrier
	ds_write_b128 v106, v[46:49]
	ds_write_b128 v106, v[54:57] offset:16
	ds_write_b128 v106, v[46:49] offset:8704
	ds_write_b128 v106, v[54:57] offset:8720
	v_mfma_f32_16x16x32_f16 v[58:61], v[58:61], v[140:143], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[42:45], v[42:45], v[144:147], v[34:37]
	v_mfma_f32_16x16x32_f16 v[34:37], v[96:99], v[144:147], v[50:53]
	s_nop 2
	v_add_u32_e32 v50, s69, v121
	v_ashrrev_i32_e32 v51, 31, v50
	v_mfma_f32_16x16x32_f16 v[38:41], v[62:65], v[144:147], v[38:41]
	v_lshl_add_u64 v[96:97], v[50:51], 1, v[74:75]
	v_mfma_f32_16x16x32_f16 v[50:53], v[124:127], v[144:147], v[58:61]
	ds_read_b128 v[62:65], v107
	s_nop 1
	ds_read_b128 v[58:61], v107 offset:64
	ds_read_b128 v[54:57], v107 offset:128
	ds_read_b128 v[46:49], v107 offset:192
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_87
	global_load_dwordx4 v[160:163], v[96:97], off
.LBB0_87:
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v98, s69, v120
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[98:99], 1, v[74:75]
	v_mov_b32_e32 v157, v156
	v_mov_b32_e32 v158, v156
	v_mov_b32_e32 v159, v156
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_89
	global_load_dwordx4 v[156:159], v[98:99], off
.LBB0_89:
	s_or_b64 exec, exec, s[18:19]
	v_mul_f32_e32 v42, v104, v42
	s_waitcnt lgkmcnt(3)
	v_sub_f32_e32 v42, v42, v62
	v_mul_f32_e32 v50, v104, v50
	v_cmp_gt_f32_e64 s[18:19], s68, v42
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v46, v50, v46
	v_mul_f32_e32 v43, v104, v43
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v42, v42, v50
	v_exp_f32_e32 v42, v42
	v_sub_f32_e32 v43, v43, v63
	v_cmp_gt_f32_e64 s[20:21], s68, v43
	v_mul_f32_e32 v44, v104, v44
	v_sub_f32_e32 v44, v44, v64
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[20:21]
	v_mul_f32_e32 v43, v43, v50
	v_mul_f32_e32 v50, v42, v42
	v_cndmask_b32_e64 v123, v42, v50, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v44
	v_exp_f32_e32 v43, v43
	v_mul_f32_e32 v45, v104, v45
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v44, v44, v50
	v_exp_f32_e32 v44, v44
	v_mul_f32_e32 v38, v104, v38
	v_sub_f32_e32 v45, v45, v65
	v_mul_f32_e32 v42, v43, v43
	v_sub_f32_e32 v38, v38, v58
	v_cmp_gt_f32_e64 s[22:23], s68, v45
	v_cndmask_b32_e64 v124, v43, v42, s[20:21]
	v_mul_f32_e32 v42, v44, v44
	v_cndmask_b32_e64 v50, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v125, v44, v42, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v38
	v_mul_f32_e32 v45, v45, v50
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v43, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v38, v38, v43
	v_exp_f32_e32 v38, v38
	v_mul_f32_e32 v39, v104, v39
	v_mul_f32_e32 v40, v104, v40
	v_sub_f32_e32 v39, v39, v59
	v_mul_f32_e32 v42, v45, v45
	v_sub_f32_e32 v40, v40, v60
	v_cmp_gt_f32_e64 s[20:21], s68, v39
	v_cndmask_b32_e64 v126, v45, v42, s[22:23]
	v_mul_f32_e32 v42, v38, v38
	v_cndmask_b32_e64 v43, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v127, v38, v42, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v40
	v_mul_f32_e32 v39, v39, v43
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v42, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v40, v40, v42
	v_exp_f32_e32 v40, v40
	v_mul_f32_e32 v41, v104, v41
	v_mul_f32_e32 v34, v104, v34
	v_sub_f32_e32 v41, v41, v61
	v_mul_f32_e32 v38, v39, v39
	v_sub_f32_e32 v34, v34, v54
	v_cmp_gt_f32_e64 s[22:23], s68, v41
	v_cndmask_b32_e64 v128, v39, v38, s[20:21]
	v_mul_f32_e32 v38, v40, v40
	v_cndmask_b32_e64 v42, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v129, v40, v38, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v34
	v_mul_f32_e32 v41, v41, v42
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v39, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v34, v34, v39
	v_exp_f32_e32 v34, v34
	v_mul_f32_e32 v35, v104, v35
	v_mul_f32_e32 v36, v104, v36
	v_sub_f32_e32 v35, v35, v55
	v_mul_f32_e32 v38, v41, v41
	v_sub_f32_e32 v36, v36, v56
	v_cmp_gt_f32_e64 s[20:21], s68, v35
	v_cndmask_b32_e64 v130, v41, v38, s[22:23]
	v_mul_f32_e32 v38, v34, v34
	v_cndmask_b32_e64 v39, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v131, v34, v38, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v36
	v_mul_f32_e32 v35, v35, v39
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e64 v38, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v36, v36, v38
	v_exp_f32_e32 v36, v36
	v_mul_f32_e32 v37, v104, v37
	v_sub_f32_e32 v37, v37, v57
	v_mul_f32_e32 v34, v35, v35
	v_cmp_gt_f32_e64 s[22:23], s68, v37
	v_cndmask_b32_e64 v132, v35, v34, s[20:21]
	v_mul_f32_e32 v34, v36, v36
	v_cndmask_b32_e64 v38, 1.0, 0.5, s[22:23]
	v_cndmask_b32_e64 v133, v36, v34, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v46
	v_mul_f32_e32 v37, v37, v38
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v35, 1.0, 0.5, s[18:19]
	v_mul_f32_e32 v35, v46, v35
	v_exp_f32_e32 v35, v35
	v_mul_f32_e32 v51, v104, v51
	v_mul_f32_e32 v52, v104, v52
	v_sub_f32_e32 v47, v51, v47
	v_mul_f32_e32 v34, v37, v37
	v_mul_f32_e32 v53, v104, v53
	v_sub_f32_e32 v48, v52, v48
	v_cmp_gt_f32_e64 s[20:21], s68, v47
	v_cndmask_b32_e64 v134, v37, v34, s[22:23]
	v_mul_f32_e32 v34, v35, v35
	v_sub_f32_e32 v49, v53, v49
	v_cndmask_b32_e64 v36, 1.0, 0.5, s[20:21]
	v_cndmask_b32_e64 v135, v35, v34, s[18:19]
	v_cmp_gt_f32_e64 s[18:19], s68, v48
	v_mul_f32_e32 v36, v47, v36
	v_cmp_gt_f32_e64 s[22:23], s68, v49
	v_cndmask_b32_e64 v35, 1.0, 0.5, s[18:19]
	v_exp_f32_e32 v36, v36
	v_mul_f32_e32 v35, v48, v35
	v_cndmask_b32_e64 v37, 1.0, 0.5, s[22:23]
	v_exp_f32_e32 v35, v35
	v_mul_f32_e32 v37, v49, v37
	v_exp_f32_e32 v37, v37
	v_mul_f32_e32 v34, v36, v36
	v_cndmask_b32_e64 v136, v36, v34, s[20:21]
	v_mul_f32_e32 v34, v35, v35
	v_cndmask_b32_e64 v137, v35, v34, s[18:19]
	v_mul_f32_e32 v34, v37, v37
	v_cndmask_b32_e64 v138, v37, v34, s[22:23]
	v_cvt_pk_f16_f32 v35, v125, v126
	v_cvt_pk_f16_f32 v34, v123, v124
	v_cvt_pk_f16_f32 v37, v129, v130
	v_cvt_pk_f16_f32 v36, v127, v128
	s_barrier
	ds_write2_b64 v108, v[34:35], v[36:37] offset1:4
	v_cvt_pk_f16_f32 v35, v133, v134
	v_cvt_pk_f16_f32 v34, v131, v132
	v_cvt_pk_f16_f32 v37, v137, v138
	v_cvt_pk_f16_f32 v36, v135, v136
	ds_write2_b64 v108, v[34:35], v[36:37] offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[34:37], v103
	ds_read_b128 v[38:41], v103 offset:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v109, v160
	ds_write_b16_d16_hi v109, v160 offset:144
	ds_write_b16 v109, v161 offset:288
	ds_write_b16_d16_hi v109, v161 offset:432
	ds_write_b16 v109, v162 offset:576
	ds_write_b16_d16_hi v109, v162 offset:720
	ds_write_b16 v109, v163 offset:864
	ds_write_b16_d16_hi v109, v163 offset:1008
	ds_write_b16 v109, v156 offset:64
	ds_write_b16_d16_hi v109, v156 offset:208
	ds_write_b16 v109, v157 offset:352
	ds_write_b16_d16_hi v109, v157 offset:496
	ds_write_b16 v109, v158 offset:640
	ds_write_b16_d16_hi v109, v158 offset:784
	ds_write_b16 v109, v159 offset:928
	ds_write_b16_d16_hi v109, v159 offset:1072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[42:45], v105
	ds_read_b128 v[46:49], v105 offset:64
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[14:17], v[42:45], v[34:37], v[14:17]
	ds_read_b128 v[42:45], v105 offset:2304
	ds_read_b128 v[50:53], v105 offset:2368
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[10:13], v[42:45], v[34:37], v[10:13]
	ds_read_b128 v[42:45], v105 offset:4608
	ds_read_b128 v[54:57], v105 offset:4672
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[6:9], v[42:45], v[34:37], v[6:9]
	ds_read_b128 v[42:45], v105 offset:6912
	ds_read_b128 v[58:61], v105 offset:6976
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[2:5], v[42:45], v[34:37], v[2:5]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mfma_f32_16x16x32_f16 v[14:17], v[46:49], v[38:41], v[14:17]
	v_mfma_f32_16x16x32_f16 v[10:13], v[50:53], v[38:41], v[10:13]
	v_mfma_f32_16x16x32_f16 v[6:9], v[54:57], v[38:41], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[58:61], v[38:41], v[2:5]
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, v38
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_91
	global_load_dwordx4 v[34:37], v[96:97], off
.LBB0_91:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v39, v38
	v_mov_b32_e32 v40, v38
	v_mov_b32_e32 v41, v38
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_93
	global_load_dwordx4 v[38:41], v[98:99], off
.LBB0_93:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, v51
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_95
	v_lshl_add_u64 v[42:43], v[80:81], 2, s[56:57]
	global_load_dword v50, v[42:43], off
.LBB0_95:
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_97
	v_lshl_add_u64 v[42:43], v[82:83], 2, s[56:57]
	global_load_dword v51, v[42:43], off
.LBB0_97:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, v53
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_99
	v_lshl_add_u64 v[42:43], v[84:85], 2, s[56:57]
	global_load_dword v52, v[42:43], off
.LBB0_99:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_101
	v_lshl_add_u64 v[42:43], v[86:87], 2, s[56:57]
	global_load_dword v53, v[42:43], off
.LBB0_101:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, v55
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_103
	v_lshl_add_u64 v[42:43], v[88:89], 2, s[56:57]
	global_load_dword v54, v[42:43], off
.LBB0_103:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB0_105
	v_lshl_add_u64 v[42:43], v[90:91], 2, s[56:57]
	global_load_dword v55, v[42:43], off
.LBB0_105:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, v57
	s_and_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB0_107
	v_lshl_add_u64 v[42:43], v[92:93], 2, s[56:57]
	global_load_dword v56, v[42:43], off
.LBB0_107:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_109
	v_lshl_add_u64 v[42:43], v[94:95], 2, s[56:57]
	global_load_dword v57, v[42:43], off
.LBB0_109:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v102, v[34:37]
	ds_write_b128 v102, v[38:41] offset:4608
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[46:49], v105 offset:4608
	ds_read_b128 v[84:87], v105 offset:4672
	ds_read_b128 v[34:37], v105
	ds_read_b128 v[42:45], v105 offset:64
	ds_read_b128 v[38:41], v105 offset:2304
	ds_read_b128 v[80:83], v105 offset:2368
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[58:61], v[46:49], v[148:151], 0
	ds_read_b128 v[46:49], v105 offset:6912
	ds_read_b128 v[88:91], v105 offset:6976
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[34:37], v[34:37], v[148:151], 0
	s_barrier
	ds_write_b128 v106, v[50:53]
	ds_write_b128 v106, v[54:57] offset:16
	ds_write_b128 v106, v[50:53] offset:8704
	ds_write_b128 v106, v[54:57] offset:8720
	v_mfma_f32_16x16x32_f16 v[38:41], v[38:41], v[148:151], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x32_f16 v[62:65], v[46:49], v[148:151], 0
	v_mfma_f32_16x16x32_f16 v[46:49], v[42:45], v[152:155], v[34:37]
	v_mfma_f32_16x16x32_f16 v[42:45], v[80:83], v[152:155], v[38:41]
	v_mov_b32_e32 v80, 0
	v_mfma_f32_16x16x32_f16 v[38:41], v[84:87], v[152:155], v[58:61]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v86, 0
	v_mfma_f32_16x16x32_f16 v[34:37], v[88:91], v[152:155], v[62:65]
	s_nop 2
	ds_read_b128 v[62:65], v107
	ds_read_b128 v[58:61], v107 offset:64
	ds_read_b128 v[54:57], v107 offset:128
	ds_read_b128 v[50:53], v107 offset:192
	v_mov_b32_e32 v87, v80
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_111
	global_load_dwordx4 v[84:87], v[76:77], off
.LBB0_111:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v81, v80
	v_mov_b32_e32 v82, v80
	v_mov_b32_e32 v83, v80
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_64
	global_load_dwordx4 v[80:83], v[78:79], off
	s_branch .LBB0_64
.LBB0_113:
	v_cmp_gt_i32_e32 vcc, s34, v101
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_115
	s_add_u32 s0, s26, s28
	v_mul_lo_u32 v34, s30, v101
	s_addc_u32 s1, s27, s29
	v_ashrrev_i32_e32 v35, 31, v34
	v_mul_f32_e32 v1, s31, v33
	v_mul_f32_e32 v33, s31, v29
	v_mul_f32_e32 v36, s31, v28
	v_mul_f32_e32 v37, s31, v27
	v_mul_f32_e32 v38, s31, v26
	v_lshl_add_u64 v[26:27], v[34:35], 1, s[0:1]
	v_lshlrev_b32_e32 v28, 1, v100
	v_mov_b32_e32 v29, 0
	v_mul_f32_e32 v21, s31, v21
	v_mul_f32_e32 v20, s31, v20
	v_mul_f32_e32 v19, s31, v19
	v_mul_f32_e32 v18, s31, v18
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[28:29]
	v_cvt_pk_f16_f32 v18, v18, v19
	v_cvt_pk_f16_f32 v19, v20, v21
	v_mul_lo_u32 v0, s38, v101
	s_add_u32 s2, s42, s36
	v_mul_f32_e32 v32, s31, v32
	global_store_dwordx2 v[26:27], v[18:19], off offset:32
	v_cvt_pk_f16_f32 v18, v38, v37
	v_cvt_pk_f16_f32 v19, v36, v33
	s_addc_u32 s3, s43, s37
	global_store_dwordx2 v[26:27], v[18:19], off offset:64
	v_cvt_pk_f16_f32 v19, v32, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_f32_e32 v31, s31, v31
	v_mul_f32_e32 v30, s31, v30
	v_mul_f32_e32 v22, s31, v22
	v_mul_f32_e32 v23, s31, v23
	v_mul_f32_e32 v24, s31, v24
	v_mul_f32_e32 v25, s31, v25
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[2:3]
	v_cvt_pk_f16_f32 v22, v22, v23
	v_cvt_pk_f16_f32 v23, v24, v25
	v_cvt_pk_f16_f32 v18, v30, v31
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[28:29]
	v_cvt_pk_f16_f32 v14, v14, v15
	v_cvt_pk_f16_f32 v15, v16, v17
	v_cvt_pk_f16_f32 v10, v10, v11
	v_cvt_pk_f16_f32 v11, v12, v13
	v_cvt_pk_f16_f32 v6, v6, v7
	v_cvt_pk_f16_f32 v7, v8, v9
	v_cvt_pk_f16_f32 v2, v2, v3
	v_cvt_pk_f16_f32 v3, v4, v5
	global_store_dwordx2 v[26:27], v[22:23], off
	global_store_dwordx2 v[26:27], v[18:19], off offset:96
	global_store_dwordx2 v[0:1], v[14:15], off
	global_store_dwordx2 v[0:1], v[10:11], off offset:32
	global_store_dwordx2 v[0:1], v[6:7], off offset:64
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
		.amdhsa_next_free_sgpr 72
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
