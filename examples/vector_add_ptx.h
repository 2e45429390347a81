//===- vector_add_ptx.h - a hand-written PTX vector add for runtime checks
//-===//
//
// c[i] = a[i] + b[i] for i < n, one thread per element (sm_80+): used by
// examples/runtime_smoke.cpp and the runtime's unit tests to exercise module
// loading and launches without the compiler.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_EXAMPLES_VECTOR_ADD_PTX_H
#define TILEC_EXAMPLES_VECTOR_ADD_PTX_H

inline constexpr const char *kVectorAddPtx = R"(
.version 8.0
.target sm_80
.address_size 64

.visible .entry vector_add(
    .param .u64 a,
    .param .u64 b,
    .param .u64 c,
    .param .u32 n
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<11>;

    ld.param.u64 %rd1, [a];
    ld.param.u64 %rd2, [b];
    ld.param.u64 %rd3, [c];
    ld.param.u32 %r2, [n];
    mov.u32 %r3, %ctaid.x;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %tid.x;
    mad.lo.s32 %r1, %r3, %r4, %r5;
    setp.ge.u32 %p1, %r1, %r2;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd4, %rd1;
    cvta.to.global.u64 %rd5, %rd2;
    cvta.to.global.u64 %rd6, %rd3;
    mul.wide.u32 %rd7, %r1, 4;
    add.s64 %rd8, %rd4, %rd7;
    add.s64 %rd9, %rd5, %rd7;
    add.s64 %rd10, %rd6, %rd7;
    ld.global.f32 %f1, [%rd8];
    ld.global.f32 %f2, [%rd9];
    add.f32 %f3, %f1, %f2;
    st.global.f32 [%rd10], %f3;
DONE:
    ret;
}
)";

#endif // TILEC_EXAMPLES_VECTOR_ADD_PTX_H
