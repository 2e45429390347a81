# HOSTILE: nothing but these comments: no kernel at all
# EXPECT: 'k'|"k"|not found|no kernel|no such|no function|empty
# SIGNATURE: *fp32,*fp32,i32
# CONSTEXPR: BLOCK=16
# LOCATION: yes
# LINE: none
