# SPDX-License-Identifier: GPL-3.0-or-later
# The device tests run the real libudev + libevdev code under umockdev.
include(${CMAKE_CURRENT_LIST_DIR}/../common/umockdev.cmake)
