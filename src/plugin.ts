import streamDeck from "@elgato/streamdeck";

streamDeck.connect();
