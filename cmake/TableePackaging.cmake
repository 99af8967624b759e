# SPDX-License-Identifier: GPL-3.0-or-later
# What a desktop installs beside the programs, and the Debian package (docs/packaging.md):
# the menu entry, the AppStream data, the saved games' file type, the icons at every size, the
# man pages and the documentation. Included from the top CMakeLists.txt with the application.

# One reverse-DNS name ([decision]) for the .desktop file, the AppStream id, the icon and the MIME
# package; the saved games' type is application/x-tablee-game ([decision]).
set(TABLEE_APP_ID io.github.tablee.tablee)
set(TABLEE_MIME_ICON application-x-tablee-game)
set(desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)
set(icons_dir ${PROJECT_SOURCE_DIR}/resources/icons)
set(hicolor ${CMAKE_INSTALL_DATADIR}/icons/hicolor)

install(FILES ${desktop_dir}/${TABLEE_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${desktop_dir}/${TABLEE_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${desktop_dir}/${TABLEE_APP_ID}.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${TABLEE_APP_ID}.xml)

# The icons: the SVGs as drawn, and PNGs rendered from them for the sizes desktops look up first.
install(FILES ${icons_dir}/tablee.svg DESTINATION ${hicolor}/scalable/apps RENAME ${TABLEE_APP_ID}.svg)
install(FILES ${icons_dir}/tablee-symbolic.svg
    DESTINATION ${hicolor}/symbolic/apps RENAME ${TABLEE_APP_ID}-symbolic.svg)
install(FILES ${icons_dir}/${TABLEE_MIME_ICON}.svg DESTINATION ${hicolor}/scalable/mimetypes)
find_program(TABLEE_RSVG_CONVERT rsvg-convert REQUIRED) # Debian's librsvg2-bin (scripts/install-deps.sh)
set(rendered "")
foreach(size 16 22 24 32 48 64 128 256)
    foreach(icon app mime)
        if(icon STREQUAL app)
            set(from ${icons_dir}/tablee.svg)
            set(name ${TABLEE_APP_ID})
            set(kind apps)
        else()
            set(from ${icons_dir}/${TABLEE_MIME_ICON}.svg)
            set(name ${TABLEE_MIME_ICON})
            set(kind mimetypes)
        endif()
        set(png ${CMAKE_BINARY_DIR}/icons/${size}x${size}/${kind}/${name}.png)
        add_custom_command(OUTPUT ${png}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/icons/${size}x${size}/${kind}
            COMMAND ${TABLEE_RSVG_CONVERT} --width ${size} --height ${size} --output ${png} ${from}
            DEPENDS ${from}
            VERBATIM)
        list(APPEND rendered ${png})
        install(FILES ${png} DESTINATION ${hicolor}/${size}x${size}/${kind})
    endforeach()
endforeach()

# Man pages and the changelog, compressed as Debian wants them (-n: no name or time inside, so
# that two builds make the same package).
set(compressed "")
foreach(page tablee.6 tablee-cli.6 changelog)
    if(page STREQUAL changelog)
        set(from ${PROJECT_SOURCE_DIR}/packaging/changelog)
    else()
        set(from ${PROJECT_SOURCE_DIR}/packaging/man/${page})
    endif()
    set(gz ${CMAKE_BINARY_DIR}/packaging/${page}.gz)
    add_custom_command(OUTPUT ${gz}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/packaging
        COMMAND ${CMAKE_COMMAND} -E copy ${from} ${CMAKE_BINARY_DIR}/packaging/${page}
        COMMAND gzip -9nf ${CMAKE_BINARY_DIR}/packaging/${page}
        DEPENDS ${from}
        VERBATIM)
    list(APPEND compressed ${gz})
endforeach()
add_custom_target(tablee_desktop_files ALL DEPENDS ${rendered} ${compressed})
install(FILES ${CMAKE_BINARY_DIR}/packaging/tablee.6.gz ${CMAKE_BINARY_DIR}/packaging/tablee-cli.6.gz
    DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${CMAKE_BINARY_DIR}/packaging/changelog.gz
    ${PROJECT_SOURCE_DIR}/packaging/copyright
    ${PROJECT_SOURCE_DIR}/packaging/CREDITS.md
    ${PROJECT_SOURCE_DIR}/docs/cli.md
    DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The pictures of the AppStream data (scripts/make-screenshots.sh), for whoever publishes them.
install(DIRECTORY ${desktop_dir}/screenshots/ DESTINATION ${CMAKE_INSTALL_DATADIR}/tablee/screenshots
    FILES_MATCHING PATTERN "*.png")

# The Debian package: `cpack -G DEB` in the release build (scripts/make-package.sh). Its
# dependencies are read off the binaries (dpkg-shlibdeps).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME tablee)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Tablée developers")
set(CPACK_PACKAGE_CONTACT "The Tablée developers <tablee@users.noreply.github.com>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # tablee_<version>_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://tablee.github.io/)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The programs in /usr/bin, where tablee-cli (a tool, not a game) belongs too: the section is
# games all the same, which lintian would have in /usr/games (packaging/tablee.lintian-overrides).
install(FILES ${PROJECT_SOURCE_DIR}/packaging/tablee.lintian-overrides
    DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME tablee)
# Loaded at run time, not linked: the SVG icons' plugin; Qt's own texts in French.
# Loaded at run time, not linked: the SVG icons' plugin (in libqt6svg6 on Debian 12); Qt's own
# texts in French.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# The control file's first line, then the long description (CPack indents it; an empty line is
# the paragraph's " .").
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tabletop game variants played together at one computer")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Tablée is the board, the referee and the score keeper for five tabletop game
variants played around one screen, in English and French: Dominyam (dice and
dominoes), a six-round Dominion campaign, Diplomacy “Dead Man”, Civilization's
calamities and Fiefs. It follows the French rules of each variant and shows
every point they leave open. Games are saved as they are played and come back
after a crash.

The package also holds tablee-cli, the rules engines on the command line,
JSON in and out.")
include(CPack)
