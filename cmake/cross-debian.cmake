# SPDX-License-Identifier: GPL-3.0-or-later
# The part of a cross build that is the same for every Debian architecture;
# cmake/toolchain-ARCH.cmake sets CMAKE_SYSTEM_PROCESSOR, the GNU triplet
# (ANNA_CROSS_TRIPLET) and the emulator, then includes this file. The
# compiler is Debian's cross toolchain (crossbuild-essential-ARCH); the
# libraries are the multiarch :ARCH development packages that scripts/deps
# ARCH installs. Tests run under qemu-user without binfmt: CMake puts the
# emulator before every test program, and the shell tests call anna and
# annad through it too (tests/CMakeLists.txt).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_C_COMPILER ${ANNA_CROSS_TRIPLET}-gcc)
set(CMAKE_LIBRARY_ARCHITECTURE ${ANNA_CROSS_TRIPLET})
# pkg-config reads only this architecture's .pc files (and the
# architecture-free ones).
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/${ANNA_CROSS_TRIPLET}/pkgconfig:/usr/share/pkgconfig)
set(ENV{PKG_CONFIG_PATH} "")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
