// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// French elides « de » and « que » before a vowel and contracts « de les » into « des »: « les
// ordres d’Angleterre », « la cité d’Égypte », « le chevalier d’Anne », « un pion des
// Sécessionnistes ». A translation cannot do it itself, as the name comes in after it
// (QString::arg): the texts that put a name after « de » or « à » pass through here once the names
// are in.

#include <QString>

namespace tablee::gui {

// `text` with « de » and « que » elided before a name that begins with a vowel, and « de les »,
// « de le », « à les », « à le » contracted before a name (« des », « du », « aux », « au »), when
// the interface speaks French; as it is otherwise. A name is a word that begins with a capital:
// « de le signaler » and a board's « de e5 » are left alone, and so is a name's h (« de Hugues »)
// and Y (« de Yann »), which may not elide.
QString elideBeforeNames(QString text);

} // namespace tablee::gui
