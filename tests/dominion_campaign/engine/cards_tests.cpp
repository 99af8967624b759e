// SPDX-License-Identifier: GPL-3.0-or-later
// The card data: every card of both base editions loads with its names, cost and types, and a
// broken file is refused with a message naming the card.

#include "dominion_campaign/engine/cards.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace dc = tablee::dominion_campaign;

namespace {

const dc::Catalog& catalog()
{
    const auto& loaded = dc::load_standard_catalog();
    INFO((loaded ? std::string() : loaded.error().message));
    REQUIRE(loaded);
    return *loaded;
}

struct Expected {
    const char* id;
    const char* en;
    const char* fr;
    int cost;
    const char* types; // '+'-separated
};

std::string types_of(const dc::Card& card)
{
    std::string out;
    for (const auto type : card.types)
        out += (out.empty() ? "" : "+") + std::string(dc::card_type_id(type));
    return out;
}

void check_cards(const std::vector<Expected>& expected, const char* set)
{
    const auto pool = catalog().pool({set});
    CHECK(pool.size() == expected.size());
    for (const auto& card : expected) {
        INFO(card.id);
        const auto* found = catalog().find(card.id);
        REQUIRE(found);
        CHECK(found->name_en == card.en);
        CHECK(found->name_fr == card.fr);
        CHECK(found->cost == card.cost);
        CHECK(types_of(*found) == card.types);
        CHECK(std::ranges::find(found->sets, set) != found->sets.end());
        CHECK(std::ranges::find(pool, card.id) != pool.end());
    }
}

// The standard data with one change, loaded: must be refused.
tablee::core::Error broken(const std::function<void(nlohmann::json&)>& change)
{
    auto json = nlohmann::json::parse(dc::standard_catalog_json());
    change(json);
    auto loaded = dc::load_catalog(json.dump());
    REQUIRE_FALSE(loaded);
    return loaded.error();
}

nlohmann::json& kingdom_card(nlohmann::json& json, const std::string& id)
{
    for (auto& card : json["kingdom"])
        if (card["id"] == id)
            return card;
    FAIL("no card " << id);
    return json;
}

} // namespace

TEST_CASE("card data: the first edition's 25 kingdom cards", "[dominion_campaign][cards]")
{
    check_cards(
        {{"cellar", "Cellar", "Cave", 2, "action"}, {"chapel", "Chapel", "Chapelle", 2, "action"},
            {"moat", "Moat", "Douves", 2, "action+reaction"}, {"chancellor", "Chancellor", "Chancelier", 3, "action"},
            {"village", "Village", "Village", 3, "action"}, {"woodcutter", "Woodcutter", "Bûcheron", 3, "action"},
            {"workshop", "Workshop", "Atelier", 3, "action"},
            {"bureaucrat", "Bureaucrat", "Bureaucrate", 4, "action+attack"}, {"feast", "Feast", "Festin", 4, "action"},
            {"gardens", "Gardens", "Jardins", 4, "victory"}, {"militia", "Militia", "Milice", 4, "action+attack"},
            {"moneylender", "Moneylender", "Prêteur sur gages", 4, "action"},
            {"remodel", "Remodel", "Rénovation", 4, "action"}, {"smithy", "Smithy", "Forgeron", 4, "action"},
            {"spy", "Spy", "Espion", 4, "action+attack"}, {"thief", "Thief", "Voleur", 4, "action+attack"},
            {"throne_room", "Throne Room", "Salle du trône", 4, "action"},
            {"council_room", "Council Room", "Chambre du conseil", 5, "action"},
            {"festival", "Festival", "Festival", 5, "action"}, {"laboratory", "Laboratory", "Laboratoire", 5, "action"},
            {"library", "Library", "Bibliothèque", 5, "action"}, {"market", "Market", "Marché", 5, "action"},
            {"mine", "Mine", "Mine", 5, "action"}, {"witch", "Witch", "Sorcière", 5, "action+attack"},
            {"adventurer", "Adventurer", "Aventurier", 6, "action"}},
        "base1");
}

TEST_CASE("card data: the second edition's 26 kingdom cards", "[dominion_campaign][cards]")
{
    check_cards(
        {{"cellar", "Cellar", "Cave", 2, "action"}, {"chapel", "Chapel", "Chapelle", 2, "action"},
            {"moat", "Moat", "Douves", 2, "action+reaction"}, {"harbinger", "Harbinger", "Présage", 3, "action"},
            {"merchant", "Merchant", "Marchande", 3, "action"}, {"vassal", "Vassal", "Vassal", 3, "action"},
            {"village", "Village", "Village", 3, "action"}, {"workshop", "Workshop", "Atelier", 3, "action"},
            {"bureaucrat", "Bureaucrat", "Bureaucrate", 4, "action+attack"},
            {"gardens", "Gardens", "Jardins", 4, "victory"}, {"militia", "Militia", "Milice", 4, "action+attack"},
            {"moneylender", "Moneylender", "Prêteur sur gages", 4, "action"},
            {"poacher", "Poacher", "Braconnier", 4, "action"}, {"remodel", "Remodel", "Rénovation", 4, "action"},
            {"smithy", "Smithy", "Forgeron", 4, "action"},
            {"throne_room", "Throne Room", "Salle du trône", 4, "action"},
            {"bandit", "Bandit", "Bandit", 5, "action+attack"},
            {"council_room", "Council Room", "Chambre du conseil", 5, "action"},
            {"festival", "Festival", "Festival", 5, "action"}, {"laboratory", "Laboratory", "Laboratoire", 5, "action"},
            {"library", "Library", "Bibliothèque", 5, "action"}, {"market", "Market", "Marché", 5, "action"},
            {"mine", "Mine", "Mine", 5, "action"}, {"sentry", "Sentry", "Sentinelle", 5, "action"},
            {"witch", "Witch", "Sorcière", 5, "action+attack"}, {"artisan", "Artisan", "Artisan", 6, "action"}},
        "base2");
}

TEST_CASE("card data: shared cards list both sets and the pool counts them once", "[dominion_campaign][cards]")
{
    CHECK(catalog().find("village")->sets == std::vector<std::string> {"base1", "base2"});
    CHECK(catalog().find("feast")->sets == std::vector<std::string> {"base1"});
    CHECK(catalog().find("artisan")->sets == std::vector<std::string> {"base2"});
    const auto both = catalog().pool({"base1", "base2"});
    CHECK(both.size() == 32);
    CHECK(std::set<std::string>(both.begin(), both.end()).size() == 32);
    CHECK(catalog().sets().size() == 2);
}

TEST_CASE("card data: the basic cards", "[dominion_campaign][cards]")
{
    const std::vector<std::tuple<std::string, std::string, std::string, int>> expected {
        {"copper", "Copper", "Cuivre", 0}, {"silver", "Silver", "Argent", 3}, {"gold", "Gold", "Or", 6},
        {"estate", "Estate", "Domaine", 2}, {"duchy", "Duchy", "Duché", 5}, {"province", "Province", "Province", 8},
        {"curse", "Curse", "Malédiction", 0}};
    REQUIRE(catalog().basic_cards().size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& card = catalog().basic_cards()[i];
        CHECK(card.basic);
        CHECK(card.id == std::get<0>(expected[i]));
        CHECK(card.name_en == std::get<1>(expected[i]));
        CHECK(card.name_fr == std::get<2>(expected[i]));
        CHECK(card.cost == std::get<3>(expected[i]));
    }
}

TEST_CASE("card data: lookup by id or English or French name", "[dominion_campaign][cards]")
{
    CHECK(catalog().find_by_id_or_name("throne_room")->id == "throne_room");
    CHECK(catalog().find_by_id_or_name("throne room")->id == "throne_room");
    CHECK(catalog().find_by_id_or_name("Salle du trône")->id == "throne_room");
    CHECK(catalog().find_by_id_or_name("CUIVRE")->id == "copper");
    CHECK(catalog().find_by_id_or_name("nothing") == nullptr);
}

TEST_CASE("card data: the resource file on disk is the embedded one", "[dominion_campaign][cards]")
{
    std::ifstream file(DOMINION_CARDS_FILE);
    std::stringstream text;
    text << file.rdbuf();
    CHECK(text.str() == dc::standard_catalog_json());
}

TEST_CASE("card data: a broken file is refused naming the card", "[dominion_campaign][cards]")
{
    const auto names = [](const tablee::core::Error& error, const std::string& what) {
        INFO(error.message);
        CHECK(error.message.find(what) != std::string::npos);
    };
    auto error = broken([](auto& json) { kingdom_card(json, "smithy")["cost"] = -1; });
    CHECK(error.code == "json.bad_value");
    names(error, "\"smithy\".cost");

    error = broken([](auto& json) { kingdom_card(json, "witch")["types"] = {"action", "spell"}; });
    CHECK(error.code == "json.bad_value");
    names(error, "\"witch\".types");

    error = broken([](auto& json) { kingdom_card(json, "moat").erase("fr"); });
    CHECK(error.code == "json.bad_value");
    names(error, "\"moat\".fr");

    error = broken([](auto& json) { kingdom_card(json, "mine")["sets"] = {"base1", "intrigue"}; });
    CHECK(error.code == "dominion_campaign.data_unknown_set");
    CHECK(error.args == std::vector<std::string> {"mine", "intrigue"});
    names(error, "\"mine\"");

    error = broken([](auto& json) { kingdom_card(json, "market")["id"] = "village"; });
    CHECK(error.code == "dominion_campaign.data_duplicate");
    CHECK(error.args == std::vector<std::string> {"village"});

    error = broken([](auto& json) { kingdom_card(json, "cellar")["id"] = "Cellar!"; });
    CHECK(error.code == "json.bad_value");
    names(error, "\"Cellar!\".id");

    error = broken([](auto& json) { kingdom_card(json, "chapel")["cost"] = "2"; });
    names(error, "\"chapel\".cost");

    error = broken([](auto& json) { kingdom_card(json, "feast").erase("sets"); });
    names(error, "\"feast\".sets");

    error = broken([](auto& json) { json["basic"].erase(json["basic"].begin() + 6); });
    CHECK(error.code == "dominion_campaign.data_basic");
    CHECK(error.args == std::vector<std::string> {"curse"});

    error = broken([](auto& json) { json["basic"].push_back(json["kingdom"][0]); });
    CHECK(error.code == "json.bad_value"); // a basic card lists no sets
    names(error, "\"cellar\".sets");

    auto syntax = dc::load_catalog("{\"format\": 1, \"sets\": [");
    REQUIRE_FALSE(syntax);
    CHECK(syntax.error().code == "dominion_campaign.data_syntax");
}

TEST_CASE("card data: broken files under tests/data are refused naming the card", "[dominion_campaign][cards]")
{
    const std::vector<std::pair<std::string, std::string>> cases {
        {"cost_too_high.json", "\"village\".cost"}, {"unknown_set.json", "\"gardens\""}};
    for (const auto& [file_name, what] : cases) {
        INFO(file_name);
        std::ifstream file(std::string(TABLEE_TEST_DATA_DIR) + "/dominion_campaign/broken/" + file_name);
        REQUIRE(file);
        std::stringstream text;
        text << file.rdbuf();
        auto loaded = dc::load_catalog(text.str());
        REQUIRE_FALSE(loaded);
        INFO(loaded.error().message);
        CHECK(loaded.error().message.find(what) != std::string::npos);
    }
}
